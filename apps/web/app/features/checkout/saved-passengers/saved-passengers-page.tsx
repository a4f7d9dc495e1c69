import { AgeCategory, calendarDateIn, MAX_SAVED_PASSENGERS, type SavedPassenger } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useMemo, useRef, useState } from "react";
import { displayIsoDate, formatNumber } from "../../../lib/format";
import { useRetry } from "../../../lib/page-data";
import { showToast } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { useLocale } from "../../../ui/use-locale";
import { countriesFor } from "../countries";
import { ageCategoryToday, maskDocument, passportStanding, savedNames } from "./saved-passenger-form";
import type { SavedPassengersData } from "./saved-passengers-data";
import "../../../ui/form-field.css";
import "../booking.css";
import "./passengers.css";
import { DeleteConfirm, type Editing, PassengerEditor } from "./passenger-editor";

/** Today in Baghdad (the day the server judges age and passport validity on). */
function todayInBaghdad(): string {
  return calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10);
}

export function SavedPassengersPage({ data }: { data: SavedPassengersData }) {
  return data.status === "error" ? (
    <SavedPassengersError />
  ) : (
    <SavedPassengersList key={listKey(data.list)} data={data} />
  );
}

/** A new list from the loader (a retry) starts the page's own copy again. */
function listKey(list: readonly SavedPassenger[]): string {
  return list.map((p) => `${p.id}:${p.updatedAt}`).join(",");
}

/** The loading placeholder (the server's HTML while the list loads). */
export function SavedPassengersSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="card passengers" aria-busy="true" aria-labelledby="passengers-title">
      <h2 id="passengers-title">{t("profile.passengers")}</h2>
      <p className="visually-hidden" role="status">
        {t("passengers.loading")}
      </p>
      <ul className="passengers__list" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="passengers__item skeleton">
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line" />
            <div className="skeleton__line skeleton__line--short" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedPassengersError() {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <section className="card passengers passengers__state" role="alert" aria-labelledby="passengers-title">
      <h2 id="passengers-title">{t("profile.passengers")}</h2>
      <p>{t("passengers.loadError")}</p>
      <button type="button" className="button" onClick={retry} disabled={retrying} aria-busy={retrying}>
        {t("passengers.retry")}
      </button>
    </section>
  );
}

function SavedPassengersList({ data }: { data: Extract<SavedPassengersData, { status: "ready" }> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [list, setList] = useState(data.list);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedPassenger | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const countries = useMemo(() => countriesFor(data.countries, locale), [data.countries, locale]);
  const today = todayInBaghdad();
  const full = list.length >= MAX_SAVED_PASSENGERS;

  const onSaved = (saved: SavedPassenger, added: boolean) => {
    setList((current) => (added ? [...current, saved] : current.map((p) => (p.id === saved.id ? saved : p))));
    setEditing(null);
    const name = savedNames(saved).latin;
    void showToast("success", t(added ? "passengers.added" : "passengers.updated", { name }));
  };

  /** Gone already (deleted in another tab): the list forgets it. */
  const forget = (id: string) => setList((current) => current.filter((p) => p.id !== id));

  const addButton = (
    <button
      type="button"
      className="button button--primary"
      onClick={() => setEditing({ mode: "add" })}
      disabled={full}
      aria-describedby={full ? "passengers-full" : undefined}
    >
      {t("passengers.add")}
    </button>
  );

  return (
    <section className="card passengers" aria-labelledby="passengers-title">
      <div className="passengers__head">
        <div>
          <h2 id="passengers-title" ref={headingRef} tabIndex={-1}>
            {t("profile.passengers")}
          </h2>
          <p className="passengers__lead">{t("passengers.lead")}</p>
        </div>
        {addButton}
      </div>
      {full ? (
        <p id="passengers-full" className="passengers__note">
          {t("passengers.full", { max: formatNumber(MAX_SAVED_PASSENGERS, locale) })}
        </p>
      ) : null}

      {list.length === 0 ? (
        <div className="passengers__empty">
          <p className="passengers__empty-title">{t("passengers.emptyTitle")}</p>
          <p>{t("passengers.empty")}</p>
        </div>
      ) : (
        <ul className="passengers__list" aria-label={t("passengers.listLabel")}>
          {list.map((passenger) => (
            <SavedPassengerItem
              key={passenger.id}
              passenger={passenger}
              today={today}
              locale={locale}
              onEdit={() => setEditing({ mode: "edit", passenger })}
              onDelete={() => setDeleting(passenger)}
            />
          ))}
        </ul>
      )}

      {editing ? (
        <PassengerEditor
          editing={editing}
          countries={countries}
          locale={locale}
          today={today}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
          onGone={(id) => {
            forget(id);
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          passenger={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(id) => {
            forget(id);
            setDeleting(null);
            // Its row (and the button that opened the dialog) is gone: the list's heading takes focus.
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      ) : null}
    </section>
  );
}

function SavedPassengerItem({
  passenger,
  today,
  locale,
  onEdit,
  onDelete,
}: {
  passenger: SavedPassenger;
  today: string;
  locale: Locale;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const names = savedNames(passenger);
  const category = ageCategoryToday(passenger.birthDate, today);
  const standing = passportStanding(passenger.passportExpirationDate, today);
  return (
    <li className="passengers__item">
      <div className="passengers__who">
        <h3 className="passengers__name">
          <bdi dir="ltr">{names.latin}</bdi>
        </h3>
        {names.native ? (
          <p className="passengers__native" dir="rtl">
            {names.native}
          </p>
        ) : null}
        <p className="passengers__meta">
          {category === AgeCategory.Unknown ? null : (
            <span className="passengers__badge">{t(`booking.category.${category}`)}</span>
          )}
          <span>{t("passengers.born", { date: displayIsoDate(passenger.birthDate, locale) })}</span>
        </p>
      </div>
      <dl className="passengers__docs">
        {passenger.passportNumber ? (
          <div>
            <dt>{t("booking.passenger.passportNumber")}</dt>
            <dd>
              <bdi dir="ltr" className="passengers__masked">
                {maskDocument(passenger.passportNumber)}
              </bdi>
              {passenger.passportType ? (
                <span className="passengers__muted">
                  {" "}
                  ({t(`booking.passenger.passportTypes.${passenger.passportType}`)})
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {passenger.passportExpirationDate ? (
          <div>
            <dt>{t("booking.passenger.expiry")}</dt>
            <dd>
              {displayIsoDate(passenger.passportExpirationDate, locale)}
              {standing === "expired" || standing === "underSixMonths" ? (
                <span className={`passengers__warning passengers__warning--${standing}`}>
                  {t(`passengers.standing.${standing}`)}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {passenger.nationalCode ? (
          <div>
            <dt>{t("booking.passenger.nationalCode")}</dt>
            <dd>
              <bdi dir="ltr" className="passengers__masked">
                {maskDocument(passenger.nationalCode)}
              </bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="passengers__actions">
        <button
          type="button"
          className="button"
          aria-label={t("passengers.editNamed", { name: names.latin })}
          onClick={onEdit}
        >
          {t("passengers.edit")}
        </button>
        <button
          type="button"
          className="button button--ghost passengers__delete"
          aria-label={t("passengers.deleteNamed", { name: names.latin })}
          onClick={onDelete}
        >
          {t("passengers.delete")}
        </button>
      </div>
    </li>
  );
}
