/**
 * Who travels (issue 16): adults, children and infants with − and + buttons that the domain's
 * counts allow (spec §5: at least one adult, nine travellers, an adult for each infant), above a
 * tour's departures, whose prices and "Book" follow it.
 */
import {
  canAddPassenger,
  canRemovePassenger,
  type PassengerCounts,
  type PassengerKind,
} from "@safar/domain/passenger-counts";
import type { Locale } from "@safar/domain/site-config";
import { useId } from "react";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import "../../ui/stepper.css";

const KINDS: PassengerKind[] = ["adults", "children", "infants"];

export function TourParty({
  counts,
  childMinAge,
  adultMinAge,
  locale,
  onChange,
}: {
  counts: PassengerCounts;
  childMinAge: number;
  adultMinAge: number;
  locale: Locale;
  onChange: (counts: PassengerCounts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hint: Record<PassengerKind, string> = {
    adults: t("tours.party.adultsHint", { age: formatNumber(adultMinAge, locale) }),
    children: t("tours.party.childrenHint", {
      from: formatNumber(childMinAge, locale),
      to: formatNumber(adultMinAge - 1, locale),
    }),
    infants: t("tours.party.infantsHint", { age: formatNumber(childMinAge, locale) }),
  };
  return (
    <fieldset className="tour-party" data-testid="tour-party">
      <legend>{t("tours.party.title")}</legend>
      {KINDS.map((kind) => (
        <div key={kind} className="tour-party__row">
          <div>
            <span id={`${id}-${kind}`} className="tour-party__label">
              {t(`tours.party.${kind}`)}
            </span>
            <span className="tour-party__hint">{hint[kind]}</span>
          </div>
          <div className="stepper">
            <button
              type="button"
              className="stepper__button"
              aria-label={t("tours.party.remove", { kind: t(`tours.party.${kind}`) })}
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
              aria-label={t("tours.party.add", { kind: t(`tours.party.${kind}`) })}
              disabled={!canAddPassenger(counts, kind)}
              onClick={() => onChange({ ...counts, [kind]: counts[kind] + 1 })}
            >
              +
            </button>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
