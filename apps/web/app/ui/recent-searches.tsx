/**
 * Recent searches under a search box (flights, hotels): a row of links that open a search again,
 * each with its remove button. The list is the customer's (the API) or this browser's, so it is read
 * after hydration only: `load` runs in an effect, again whenever `loadKey` changes, and a failure
 * shows the API's errors (never for a list the page has already left). Removing waits for `remove`:
 * on success the row goes and the focus moves to a neighbour's remove button, on failure the row
 * stays and the errors are shown. Nothing is rendered while loading, without a list (`load` null,
 * e.g. a signed-out customer) or for an empty one.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { showApiErrors } from "../lib/toast";
import "./recent-searches.css";

export type RecentSearchItem = {
  id: string;
  /** The results page of the search. */
  url: string;
  /** The first line: the route or the destination. */
  title: string;
  /** The second line: dates, travellers. */
  details: string;
  /** A remark under them (e.g. the dates have passed and the link searches others). */
  note?: string | undefined;
};

export function RecentSearchList<T extends RecentSearchItem>({
  heading,
  loadKey,
  load,
  remove,
  removeLabel,
}: {
  heading: string;
  /** Names what `load` reads: a new key reads again. */
  loadKey: string;
  load: ((signal: AbortSignal) => T[] | Promise<T[]>) | null;
  remove: (item: T) => unknown;
  /** The remove button's accessible name, naming the search. */
  removeLabel: (item: T) => string;
}) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [items, setItems] = useState<T[] | null>(null);
  const removing = useRef(new Set<string>());
  /** The row whose remove button takes the focus once the removed row is gone. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadKey names the source
  useEffect(() => {
    setItems(null);
    if (!load) return;
    const controller = new AbortController();
    Promise.resolve()
      .then(() => load(controller.signal))
      .then(
        (list) => {
          if (!controller.signal.aborted) setItems(list);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) void showApiErrors(error);
        },
      );
    return () => controller.abort();
  }, [loadKey]);

  useEffect(() => {
    if (focusIndex === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(".recent-search__remove");
    if (buttons?.length) buttons[Math.min(focusIndex, buttons.length - 1)]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (!items || items.length === 0) return null;

  const onRemove = async (item: T, button: HTMLButtonElement) => {
    if (removing.current.has(item.id)) return;
    removing.current.add(item.id);
    try {
      await remove(item);
    } catch (error) {
      void showApiErrors(error);
      return;
    } finally {
      removing.current.delete(item.id);
    }
    const index = items.indexOf(item);
    if (document.activeElement === button) setFocusIndex(index);
    setItems((list) => list?.filter((x) => x.id !== item.id) ?? null);
  };

  return (
    <section className="recent-searches" aria-labelledby={headingId}>
      <h2 id={headingId} className="recent-searches__title">
        {heading}
      </h2>
      <ul ref={listRef} className="recent-searches__list">
        {items.map((item) => (
          <li key={item.id} className="recent-search">
            <Link to={item.url} className="recent-search__link">
              <span className="recent-search__title">{item.title}</span>
              <span className="recent-search__details">{item.details}</span>
              {item.note ? <span className="recent-search__note">{item.note}</span> : null}
            </Link>
            <button
              type="button"
              className="icon-button recent-search__remove"
              aria-label={removeLabel(item)}
              onClick={(event) => void onRemove(item, event.currentTarget)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
