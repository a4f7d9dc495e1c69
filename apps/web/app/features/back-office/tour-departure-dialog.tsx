/**
 * A tour's departure (issue 16), added or changed in the back office's dialog: its day, its capacity
 * and its prices in the tour's currency. Checked with the domain's schema first (tour-admin-rules.ts);
 * the server's refusals land on their fields by key.
 */
import type { TourAdmin, TourDepartureAdmin } from "@safar/domain";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { DateField, fieldProps, NumberRow, TextField } from "./admin-fields";
import { PartDialog, type PartDialogProps, usePartForm } from "./product-forms";
import { saveDeparture } from "./tour-admin-api";
import { checkDeparture, DEPARTURE_FIELDS, departureValues, seatsTaken } from "./tour-admin-rules";

const P = "back-office.tours";

/** Adds a departure, or changes one (its capacity never below the seats sold and held: the server's check). */
export function DepartureDialog({
  tour,
  departure,
  today,
  onClose,
  onSaved,
}: {
  tour: Pick<TourAdmin, "id" | "currency">;
  departure: TourDepartureAdmin | null;
  today: string;
} & PartDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = usePartForm({
    keys: P,
    part: "departures",
    editing: Boolean(departure),
    initial: () => departureValues(departure ?? undefined),
    fields: () => DEPARTURE_FIELDS,
    check: (values) => checkDeparture(values, today, departure?.date),
    save: (body) => saveDeparture(tour.id, departure?.id ?? null, body),
    onSaved,
  });
  const shared = fieldProps(form);
  return (
    <PartDialog form={form} onClose={onClose} testId="bo-departure-form" errorTestId="bo-departure-error">
      <DateField {...shared} name="date" label={t(`${P}.departures.fields.date`)} />
      <TextField
        {...shared}
        name="capacity"
        label={t(`${P}.departures.fields.capacity`)}
        hint={
          departure
            ? t(`${P}.departures.capacityHint`, { n: formatNumber(seatsTaken(departure), locale) })
            : undefined
        }
        ltr
      />
      <p className="bo-muted">{t(`${P}.departures.priceHint`, { currency: tour.currency })}</p>
      <NumberRow>
        <TextField {...shared} name="adultPrice" label={t(`${P}.departures.fields.adultPrice`)} ltr />
        <TextField {...shared} name="childPrice" label={t(`${P}.departures.fields.childPrice`)} ltr />
        <TextField {...shared} name="infantPrice" label={t(`${P}.departures.fields.infantPrice`)} ltr />
      </NumberRow>
    </PartDialog>
  );
}
