/**
 * The passengers form of a flight's and a tour's booking: react-hook-form with the booking schema,
 * which loads when the form is first used (decision 031, lazy-resolver.ts). Spread `formEvents` on
 * the <form> so its first focus or pointer-down starts that load.
 */
import { useMemo } from "react";
import { type UseFormProps, useForm } from "react-hook-form";
import { lazyResolver } from "../../lib/lazy-resolver";
import { type BookingFormValues, type BookingSchemaOptions, emptyPassenger } from "./booking-form";

export function useBookingForm(
  options: BookingSchemaOptions,
  validation: Pick<UseFormProps<BookingFormValues>, "mode" | "reValidateMode">,
) {
  const { isDomestic, travelDate, places, fromPartnerMarketplace } = options;
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import("./booking-form-schema").then((module) =>
          module.bookingFormResolver({ isDomestic, travelDate, places, fromPartnerMarketplace }),
        ),
      ),
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
  return { methods, formEvents };
}
