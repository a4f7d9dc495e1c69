/**
 * The customer's saved travellers for /add-passenger: loaded once (again on retry), and deleted from
 * the dialog (a toast either way; `onDeleted` lets the form forget the deleted id).
 */
import type { SavedPassenger } from "@safar/domain";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showApiErrors, showToast } from "../../lib/toast";
import { deleteSavedPassenger, getSavedPassengers } from "./checkout-api";
import { type SavedState, savedName } from "./saved-passengers-dialog";

export function useSavedPassengers(onDeleted: (id: string) => void) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<SavedState>({ status: "loading" });
  const loadSaved = useCallback(() => {
    setSaved({ status: "loading" });
    getSavedPassengers().then(
      (list) => setSaved({ status: "ready", list }),
      () => setSaved({ status: "error" }),
    );
  }, []);
  useEffect(loadSaved, [loadSaved]);

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
