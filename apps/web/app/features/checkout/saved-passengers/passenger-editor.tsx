/**
 * Adding or changing a saved passenger (the booking form's fields and the domain's rules, in a
 * dialog), and the confirmation before one is deleted.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { AgeCategory, type Country, type SavedPassenger } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { isApiError } from "../../../lib/api";
import { showApiErrors, showToast } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { Dialog } from "../../../ui/dialog";
import { emptyPassenger, fromSavedPassenger } from "../booking-form";
import { deleteSavedPassenger, savePassenger } from "../checkout-api";
import { PassengerFields } from "../passenger-fields";
import {
  ageCategoryToday,
  type SavedPassengerFormValues,
  savedFieldPolicy,
  savedNames,
  savedPassengerFormSchema,
  savedPassengerPayload,
  serverFieldErrors,
} from "./saved-passenger-form";

/** The dialog's purpose: a new passenger, or a change to a saved one. */
export type Editing = { mode: "add" } | { mode: "edit"; passenger: SavedPassenger };

/** A new passenger: an Iraqi (spec §9 default country) with an Iraqi passport, if any. */
function newPassenger() {
  const passenger = emptyPassenger();
  return { ...passenger, passportIssuingCountry: passenger.nationalityCountry };
}

export function PassengerEditor({
  editing,
  countries,
  locale,
  today,
  onClose,
  onSaved,
  onGone,
}: {
  editing: Editing;
  countries: Country[];
  locale: Locale;
  today: string;
  onClose: () => void;
  onSaved: (saved: SavedPassenger, added: boolean) => void;
  onGone: (id: string) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => savedPassengerFormSchema(today), [today]);
  const methods = useForm<SavedPassengerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      passengers: [
        editing.mode === "edit" ? fromSavedPassenger(editing.passenger, countries) : newPassenger(),
      ],
    },
    mode: "onTouched",
  });
  const { handleSubmit, setError, setFocus, control, formState } = methods;
  // The form starts at its first field (the dialog has moved focus in; this runs after it).
  useEffect(() => setFocus("passengers.0.firstName"), [setFocus]);
  const birthDate = useWatch({ control, name: "passengers.0.birthDate" });
  const category = ageCategoryToday(birthDate, today);

  const onValid = async (values: SavedPassengerFormValues) => {
    try {
      const saved = await savePassenger(savedPassengerPayload(values.passengers[0], today), today);
      onSaved(saved, editing.mode === "add");
    } catch (error) {
      if (editing.mode === "edit" && isApiError(error) && error.status === 404) {
        void showApiErrors(error, t);
        onGone(editing.passenger.id);
        return;
      }
      serverFieldErrors(error).forEach(({ path, message }, i) => {
        setError(path, { type: "server", message }, { shouldFocus: i === 0 });
      });
      void showApiErrors(error, t);
    }
  };

  const title = editing.mode === "add" ? t("passengers.addTitle") : t("passengers.editTitle");
  return (
    <Dialog
      variant="sheet"
      side="center"
      title={title}
      closeLabel={t("booking.close")}
      onClose={onClose}
      closeOnBackdrop={false}
      className="passengers-editor"
    >
      <FormProvider {...methods}>
        <form noValidate onSubmit={handleSubmit(onValid)} className="passengers-editor__form">
          <PassengerFields
            index={0}
            number={1}
            category={category === AgeCategory.Unknown ? AgeCategory.Adult : category}
            isDomestic={false}
            travelDate={today}
            countries={countries}
            locale={locale}
            passengerCount={1}
            fieldPolicy={savedFieldPolicy}
            saveOption={false}
            heading={
              category === AgeCategory.Unknown ? (
                <span className="booking-passenger__band">{t("passengers.categoryUnknown")}</span>
              ) : (
                <>
                  {t("passengers.category", { category: t(`booking.category.${category}`) })}{" "}
                  <span className="booking-passenger__band">({t(`booking.band.${category}`)})</span>
                </>
              )
            }
          />
          <div className="passengers-editor__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting}
            >
              {formState.isSubmitting ? t("passengers.saving") : t("passengers.save")}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t("booking.cancel")}
            </button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}

export function DeleteConfirm({
  passenger,
  onClose,
  onDeleted,
}: {
  passenger: SavedPassenger;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = savedNames(passenger).latin;

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteSavedPassenger(passenger.id);
      void showToast("success", t("passengers.deleted", { name }));
      onDeleted(passenger.id);
    } catch (error) {
      void showApiErrors(error, t);
      if (isApiError(error) && error.status === 404) onDeleted(passenger.id);
      else setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={t("passengers.deleteTitle")}
      description={t("passengers.deleteConfirm", { name })}
      initialFocus={cancelRef}
      onClose={() => {
        if (!busy) onClose();
      }}
      className="passengers-confirm"
    >
      <div className="passengers-editor__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {t("passengers.deleteConfirmButton")}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button--ghost"
          onClick={onClose}
          disabled={busy}
        >
          {t("booking.cancel")}
        </button>
      </div>
    </Dialog>
  );
}
