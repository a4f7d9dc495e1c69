/**
 * The results list, windowed with @tanstack/react-virtual over the page's own scroll: only the
 * cards near the viewport are in the DOM, so 2,000 proposals stay responsive.
 */
import type { FlightProposal } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import { useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef, useState } from "react";
import { ProposalCard } from "./proposal-card";

const ESTIMATED_CARD_HEIGHT = 190;
const GAP = 12;

/**
 * A card's height without forcing a layout (decision 030): the library's own measure reads
 * `offsetHeight` when a card mounts, which lays the whole page out inside React's commit (half of
 * the list's first commit at 4× CPU). A new card takes its estimate (or the height it had before)
 * instead, and its ResizeObserver entry, which comes after the browser's own layout and before the
 * paint, brings the real height; the virtualizer then writes the cards' places into the DOM itself
 * (`directDomUpdates`), so the first paint already has them right.
 */
export function measureWithoutLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

export function ProposalList({
  proposals,
  locale,
  label,
  selectLabel,
  onSelect,
  onDetails,
}: {
  proposals: FlightProposal[];
  locale: Locale;
  label: string;
  selectLabel: string;
  onSelect: (proposal: FlightProposal) => void;
  onDetails: (proposal: FlightProposal) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the page, read whenever the page's size changes: a ResizeObserver
  // answers after layout (also once when it starts), so reading there forces no layout of its own,
  // and the state it sets renders after the commit, not inside it. Until then the list takes
  // itself for the top of the page: the cards' places do not depend on it (each is placed from the
  // list's own top), only which cards are rendered, and the overscan covers the first screen.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: proposals.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    // Four cards beyond each edge of the screen: the first render of 2,000 proposals mounts and
    // measures (one forced layout) 9 cards on a phone instead of 15 (decision 028).
    overscan: 4,
    gap: GAP,
    scrollMargin: offset,
    getItemKey: (index) => proposals[index]?.proposalId ?? index,
    measureElement: measureWithoutLayout,
    directDomUpdates: true,
  });
  const items = virtualizer.getVirtualItems();
  const { containerRef } = virtualizer;
  // The list is both where it starts in the page (`list`) and the box whose height the virtualizer
  // writes (`containerRef`).
  const listRef = useCallback(
    (element: HTMLOListElement | null) => {
      list.current = element;
      containerRef(element);
    },
    [containerRef],
  );
  return (
    <ol ref={listRef} className="proposal-list" aria-label={label} data-count={proposals.length}>
      {items.map((item) => {
        const proposal = proposals[item.index];
        if (!proposal) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="proposal-list__item"
            aria-setsize={proposals.length}
            aria-posinset={item.index + 1}
          >
            <ProposalCard
              proposal={proposal}
              locale={locale}
              selectLabel={selectLabel}
              onSelect={onSelect}
              onDetails={onDetails}
            />
          </li>
        );
      })}
    </ol>
  );
}
