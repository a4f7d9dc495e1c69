/**
 * The passengers form of a flight's and a tour's booking: react-hook-form with the booking schema,
 * which loads when the form is first used (decision 031, lazy-resolver.ts), the countries in the
 * customer's order, and the saved travellers to fill a place from (saved-places.tsx). Spread
 * `formEvents` on the <form> so its first focus or pointer-down starts the schema's load.
 */
import type { Country, SavedPassenger } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useMemo } from "react";
import { type UseFormProps, useForm } from "react-hook-form";
import { lazyResolver } from "../../lib/lazy-resolver";
import { type BookingFormValues, type BookingSchemaOptions, emptyPassenger } from "./booking-form";
import { countriesFor } from "./countries";
import { placeNumbers } from "./passenger-list";
import { useSavedPlaces } from "./saved-places";

export function useBookingForm(
  options: BookingSchemaOptions,
  validation: Pick<UseFormProps<BookingFormValues>, "mode" | "reValidateMode">,
  page: {
    /** The countries read with the page's data (empty when they did not come: Iraq and Iran stay, spec §8). */
    countries: readonly Country[];
    /** The saved travellers read with the page's data (null when they did not come). */
    saved: SavedPassenger[] | null;
    locale: Locale;
  },
) {
  const { isDomestic, travelDate, places, fromPartnerMarketplace } = options;
  const resolver = useMemo(
    () =>
      // The schema's module is awaited apart from the call (lib/dynamic-imports.test.ts says why).
      lazyResolver(async () => {
        const module = await import("./booking-form-schema");
        return module.bookingFormResolver({ isDomestic, travelDate, places, fromPartnerMarketplace });
      }),
    [isDomestic, travelDate, places, fromPartnerMarketplace],
  );
  const methods = useForm<BookingFormValues>({
    resolver,
    defaultValues: {
      contact: { phoneNumber: "", email: "" },
      passengers: places.map(() => emptyPassenger()),
    },
    ...validation,
  });
  const formEvents = useMemo(
    () => ({ onFocus: resolver.preload, onPointerDown: resolver.preload }),
    [resolver],
  );
  const countries = useMemo(() => countriesFor(page.countries, page.locale), [page.countries, page.locale]);
  const numbers = placeNumbers(places);
  const { openSaved, dialog: savedDialog } = useSavedPlaces({
    form: methods,
    initial: page.saved,
    places,
    numbers,
    travelDate,
    countries,
    locale: page.locale,
  });
  return { methods, formEvents, countries, numbers, openSaved, savedDialog };
}
