/**
 * The customer's saved travellers for /add-passenger: the list read with the page's data (null when
 * it did not come; the dialog's retry reads it again), and deleted from the dialog (a toast either
 * way; `onDeleted` lets the form forget the deleted id).
 */
import type { SavedPassenger } from "@safar/domain";
import { useCallback, useState } from "react";
import { showApiErrors, showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { deleteSavedPassenger, getSavedPassengers } from "./checkout-api";
import { type SavedState, savedName } from "./saved-passengers-dialog";

export function useSavedPassengers(initial: SavedPassenger[] | null, onDeleted: (id: string) => void) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<SavedState>(
    initial ? { status: "ready", list: initial } : { status: "error" },
  );
  const loadSaved = useCallback(() => {
    setSaved({ status: "loading" });
    getSavedPassengers().then(
      (list) => setSaved({ status: "ready", list }),
      () => setSaved({ status: "error" }),
    );
  }, []);

  const remove = async (passenger: SavedPassenger) => {
    try {
      await deleteSavedPassenger(passenger.id);
      setSaved((s) =>
        s.status === "ready" ? { status: "ready", list: s.list.filter((p) => p.id !== passenger.id) } : s,
      );
      onDeleted(passenger.id);
      void showToast("success", t("booking.saved.deleted", { name: savedName(passenger) }));
    } catch (error) {
      void showApiErrors(error, t);
    }
  };

  return { saved, loadSaved, remove };
}
