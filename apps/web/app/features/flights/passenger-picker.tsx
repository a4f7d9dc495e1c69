import {
  canAddPassenger,
  canRemovePassenger,
  type PassengerCounts,
  type PassengerKind,
} from "@safar/domain/passenger-counts";
import type { Locale } from "@safar/domain/site-config";
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useDismiss } from "./use-dismiss";
import "../../ui/stepper.css";
import { formatNumber } from "../../lib/format";

const kinds: PassengerKind[] = ["adults", "children", "infants"];

/** Passenger counts with +/− buttons that the domain's rules enable (spec §5, §9). */
export function PassengerPicker({
  counts,
  locale,
  onChange,
}: {
  counts: PassengerCounts;
  locale: Locale;
  onChange: (counts: PassengerCounts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(root, open, dismiss);
  const total = counts.adults + counts.children + counts.infants;

  return (
    <div ref={root} className="field passenger-field">
      <span className="field__label" id={`${id}-label`}>
        {t("flights.search.passengers")}
      </span>
      <button
        type="button"
        className="input passenger-field__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-summary`}>
          {t("flights.search.passengerCount", {
            n: formatNumber(total, locale),
          })}
        </span>
      </button>
      {/* Rendered while open only: it is no part of the page's first HTML (every page with a search box). */}
      {open ? (
        <div id={`${id}-panel`} className="popover passenger-panel">
          {kinds.map((kind) => (
            <div key={kind} className="passenger-row">
              <div>
                <span id={`${id}-${kind}`} className="passenger-row__label">
                  {t(`flights.search.${kind}`)}
                </span>
                <span className="passenger-row__hint">{t(`flights.search.${kind}Hint`)}</span>
              </div>
              <div className="stepper">
                <button
                  type="button"
                  className="stepper__button"
                  aria-label={t("flights.search.remove", { kind: t(`flights.search.${kind}`) })}
                  disabled={!canRemovePassenger(counts, kind)}
                  onClick={() => onChange({ ...counts, [kind]: counts[kind] - 1 })}
                >
                  −
                </button>
                <output className="stepper__value" aria-live="polite" data-kind={kind}>
                  {formatNumber(counts[kind], locale)}
                </output>
                <button
                  type="button"
                  className="stepper__button"
                  aria-label={t("flights.search.add", { kind: t(`flights.search.${kind}`) })}
                  disabled={!canAddPassenger(counts, kind)}
                  onClick={() => onChange({ ...counts, [kind]: counts[kind] + 1 })}
                >
                  +
                </button>
              </div>
            </div>
          ))}
          <p className="passenger-panel__rule">{t("flights.search.passengerRule")}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => setOpen(false)}
          >
            {t("flights.search.done")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
