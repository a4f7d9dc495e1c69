/**
 * The customer's saved travellers (spec §3 "saved passengers are the current user's"), to fill one
 * place of the form: those of the place's age category on the travel date can be chosen; any can be
 * deleted (after a confirmation in the row).
 */
import type { SavedPassenger } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useState } from "react";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { type PlaceCategory, savedFitsPlace } from "./booking-form";
import { Modal } from "./modal";

export type SavedState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; list: SavedPassenger[] };

export function savedName(saved: Pick<SavedPassenger, "firstName" | "lastName">): string {
  return `${saved.firstName} ${saved.lastName}`.trim();
}

export function SavedPassengersDialog({
  state,
  category,
  number,
  travelDate,
  usedIds,
  locale,
  onChoose,
  onDelete,
  onRetry,
  onClose,
}: {
  state: SavedState;
  category: PlaceCategory;
  number: number;
  travelDate: string;
  /** Saved travellers already filling another place. */
  usedIds: ReadonlySet<string>;
  locale: Locale;
  onChoose: (saved: SavedPassenger) => void;
  onDelete: (saved: SavedPassenger) => Promise<void>;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const type = t(`booking.category.${category}`);

  return (
    <Modal title={t("booking.saved.title")} onClose={onClose} className="booking-saved">
      <p className="booking-modal__lead">
        {t("booking.saved.lead", { type, n: formatNumber(number, locale) })}
      </p>
      {state.status === "loading" ? (
        <p role="status">{t("booking.saved.loading")}</p>
      ) : state.status === "error" ? (
        <div role="alert" className="booking-inline-error">
          <p>{t("booking.saved.loadError")}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t("booking.retry")}
          </button>
        </div>
      ) : state.list.length === 0 ? (
        <p>{t("booking.saved.empty")}</p>
      ) : (
        <ul className="booking-saved__list">
          {state.list.map((saved) => {
            const fits = savedFitsPlace(saved, travelDate, category);
            const used = usedIds.has(saved.id);
            const name = savedName(saved);
            const reason = !fits
              ? t("booking.saved.notForPlace", { type })
              : used
                ? t("booking.saved.inUse")
                : null;
            return (
              <li key={saved.id} className="booking-saved__item">
                <div className="booking-saved__who">
                  <bdi dir="ltr" className="booking-saved__name">
                    {name}
                  </bdi>
                  {saved.firstNameFarsi || saved.lastNameFarsi ? (
                    <span>{`${saved.firstNameFarsi ?? ""} ${saved.lastNameFarsi ?? ""}`.trim()}</span>
                  ) : null}
                  <span className="booking-saved__meta">
                    {t("booking.saved.born", { date: displayIsoDate(saved.birthDate, locale) })}
                  </span>
                  {reason ? <span className="booking-saved__reason">{reason}</span> : null}
                </div>
                {confirming === saved.id ? (
                  <div className="booking-saved__confirm">
                    <span>{t("booking.saved.deleteConfirm", { name })}</span>
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={deleting === saved.id}
                      onClick={() => {
                        setDeleting(saved.id);
                        void onDelete(saved).finally(() => {
                          setDeleting(null);
                          setConfirming(null);
                        });
                      }}
                    >
                      {t("booking.saved.delete")}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setConfirming(null)}
                    >
                      {t("booking.cancel")}
                    </button>
                  </div>
                ) : (
                  <div className="booking-saved__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={reason !== null}
                      aria-label={`${t("booking.saved.choose")}: ${name}`}
                      onClick={() => onChoose(saved)}
                    >
                      {t("booking.saved.choose")}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={`${t("booking.saved.delete")}: ${name}`}
                      onClick={() => setConfirming(saved.id)}
                    >
                      {t("booking.saved.delete")}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
