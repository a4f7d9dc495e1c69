/** The passenger places of /add-passenger: one form per place, in the order of the search. */
import type { Country } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useTranslation } from "../../lib/use-translation";
import type { PlaceCategory } from "./booking-form";
import { PassengerFields } from "./passenger-fields";

/** The number of each place within its category (Adult 1, Adult 2, Child 1, ...). */
export function placeNumbers(places: readonly PlaceCategory[]): number[] {
  return places.map((category, i) => places.slice(0, i + 1).filter((c) => c === category).length);
}

export function PassengerList({
  places,
  numbers,
  isDomestic,
  travelDate,
  countries,
  locale,
  onChooseSaved,
}: {
  places: readonly PlaceCategory[];
  numbers: readonly number[];
  isDomestic: boolean;
  travelDate: string;
  countries: readonly Country[];
  locale: Locale;
  onChooseSaved: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="booking-section-title">{t("booking.passengers.title")}</h2>
      {places.map((category, index) => (
        <PassengerFields
          // biome-ignore lint/suspicious/noArrayIndexKey: the places are fixed by the search
          key={index}
          index={index}
          number={numbers[index] ?? index + 1}
          category={category}
          isDomestic={isDomestic}
          travelDate={travelDate}
          countries={countries}
          locale={locale}
          onChooseSaved={() => onChooseSaved(index)}
          passengerCount={places.length}
        />
      ))}
    </>
  );
}
