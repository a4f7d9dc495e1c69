/**
 * The results list, windowed with @tanstack/react-virtual over the page's own scroll: only the
 * cards near the viewport are in the DOM, so 2,000 proposals stay responsive.
 */
import type { FlightProposal } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import { ProposalCard } from "./proposal-card";

const ESTIMATED_CARD_HEIGHT = 190;
const GAP = 12;

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
  });
  const items = virtualizer.getVirtualItems();
  return (
    <ol
      ref={list}
      className="proposal-list"
      aria-label={label}
      data-count={proposals.length}
      style={{ blockSize: virtualizer.getTotalSize(), position: "relative" }}
    >
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
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
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
