/**
 * Filling a passenger place from the customer's saved travellers (a flight's /add-passenger, a
 * tour's): the list (use-saved-passengers.ts), the dialog opened for one place (a history entry, so
 * Back closes it), the travellers already filling another place marked, and the chosen one written
 * into the place's fields and checked. A deleted traveller no longer fills a place.
 */
import type { SavedPassenger } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useOverlayHistory } from "../../ui/use-overlay-history";
import { type BookingFormValues, fromSavedPassenger, type PlaceCategory } from "./booking-form";
import type { countriesFor } from "./countries";
import { SavedPassengersDialog } from "./saved-passengers-dialog";
import { useSavedPassengers } from "./use-saved-passengers";

export function useSavedPlaces({
  form,
  initial,
  places,
  numbers,
  travelDate,
  countries,
  locale,
}: {
  form: Pick<UseFormReturn<BookingFormValues>, "getValues" | "setValue" | "trigger">;
  /** The list read with the page's data (null when it did not come). */
  initial: SavedPassenger[] | null;
  places: readonly PlaceCategory[];
  numbers: readonly number[];
  travelDate: string;
  countries: ReturnType<typeof countriesFor>;
  locale: Locale;
}) {
  const { getValues, setValue, trigger } = form;
  const { saved, loadSaved, remove } = useSavedPassengers(initial, (id) => {
    getValues("passengers").forEach((p, i) => {
      if (p.savedId === id) setValue(`passengers.${i}.savedId`, "");
    });
  });
  const overlay = useOverlayHistory();
  const [savedFor, setSavedFor] = useState<number | null>(null);

  const openSaved = (index: number) => {
    setSavedFor(index);
    overlay.openOverlay();
    if (saved.status === "error") loadSaved();
  };
  /** Saved travellers filling another place than `index` (read when the dialog renders). */
  const usedElsewhere = (index: number) =>
    new Set(
      getValues("passengers")
        .filter((_, i) => i !== index)
        .map((p) => p.savedId)
        .filter(Boolean),
    );
  const choose = (index: number, passenger: SavedPassenger) => {
    setValue(`passengers.${index}`, fromSavedPassenger(passenger, countries), { shouldDirty: true });
    overlay.closeOverlay();
    void trigger(`passengers.${index}`);
  };

  const index = savedFor ?? 0;
  const dialog =
    overlay.open && savedFor !== null ? (
      <SavedPassengersDialog
        state={saved}
        category={places[index] ?? 1}
        number={numbers[index] ?? 1}
        travelDate={travelDate}
        usedIds={usedElsewhere(index)}
        locale={locale}
        onChoose={(p) => choose(index, p)}
        onDelete={remove}
        onRetry={loadSaved}
        onClose={overlay.closeOverlay}
      />
    ) : null;
  return { openSaved, dialog };
}
