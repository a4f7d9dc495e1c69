/**
 * /back-office/tours/:id (admins and operations, issue 16): a tour's page. Its content in a form
 * (kind, destination, texts in three languages, days and nights, the day-by-day plan, what is and is
 * not included, hotels' class, currency, order, on sale); its photos (uploaded, moved, removed: the
 * tour saved with its new list); its departures with the seats sold and held, each added or changed
 * in a dialog (capacity never below the seats taken: the server's TOUR_CAPACITY_IS_INVALID) and
 * removed while nobody has a seat on it. The storefront's lists are cached a minute.
 */
import { MAX_TOUR_PHOTOS, type TourAdmin, type TourDepartureAdmin } from "@safar/domain";
import { intlLocaleFor } from "@safar/domain/dates";
import { formatMoney } from "@safar/domain/money";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { AdminPhotos } from "./hotel-photos";
import type { PageState } from "./page-data";
import { refusalMessage } from "./page-data";
import { FormError, OperatorPage, PageTitle } from "./page-states";
import { removeDeparture, updateTour, uploadTourPhoto } from "./tour-admin-api";
import { seatsTaken, tourInputWithPhotos } from "./tour-admin-rules";
import { DepartureDialog } from "./tour-departure-dialog";
import { type TourChoices, TourForm } from "./tour-form";
import "./screens.css";
import "./hotels.css";
import "./tours.css";

const P = "back-office.tours";

export type TourPageData = TourChoices & {
  tour: TourAdmin;
  /** Baghdad's calendar day today (a departure leaves after it). */
  today: string;
};

export function TourPage({ state }: { state: PageState<TourPageData> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.pageTitle`)}>
      {(data) => <TourView data={data} />}
    </OperatorPage>
  );
}

function TourView({ data }: { data: TourPageData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const { tour } = data;
  // The photos as they are now: the form sends them with the tour (one left out would be deleted).
  const [photos, setPhotos] = useState(tour.photos);
  const [dialog, setDialog] = useState<{ departure: TourDepartureAdmin | null } | null>(null);
  const saved = () => {
    setDialog(null);
    void revalidator.revalidate();
  };
  /** The tour saved again with other photos (one removed, or a new order). */
  const savePhotos = async (next: string[]) => {
    const body = tourInputWithPhotos(tour, next);
    if (!body.ok) throw new Error(Object.values(body.errors)[0]);
    return { photos: (await updateTour(tour.id, body.data)).photos };
  };
  return (
    <div className="bo-page">
      <PageTitle
        title={tour.title[locale]}
        lead={tour.isDemo ? `${t(`${P}.pageLead`)} ${t(`${P}.demoLead`)}` : t(`${P}.pageLead`)}
      >
        <Link className="button" to="/back-office/tours">
          {t(`${P}.backToList`)}
        </Link>
        {tour.onSale ? (
          <Link className="button" to={`/tour/${tour.id}`} target="_blank" rel="noopener">
            {t(`${P}.openPublic`)}
          </Link>
        ) : null}
      </PageTitle>
      <section className="card bo-section" aria-labelledby="bo-tour-content">
        <h2 id="bo-tour-content">{t(`${P}.contentTitle`)}</h2>
        <TourForm
          key={JSON.stringify({ ...tour, photos: null, departures: null })}
          tour={tour}
          photos={photos}
          choices={data}
          onSaved={saved}
        />
      </section>
      <AdminPhotos
        key={tour.photos.join(" ")}
        initial={tour.photos}
        name={tour.title[locale]}
        max={MAX_TOUR_PHOTOS}
        textPrefix={`${P}.photos`}
        idPrefix="bo-tour"
        onChanged={setPhotos}
        calls={{
          upload: (file) => uploadTourPhoto(tour.id, file),
          remove: (path) => savePhotos(photos.filter((p) => p !== path)),
          order: (next) => savePhotos(next),
        }}
      />
      <Departures
        tour={tour}
        onAdd={() => setDialog({ departure: null })}
        onEdit={(departure) => setDialog({ departure })}
        onRemoved={saved}
      />
      {dialog ? (
        <DepartureDialog
          tour={tour}
          departure={dialog.departure}
          today={data.today}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
    </div>
  );
}

function Departures({
  tour,
  onAdd,
  onEdit,
  onRemoved,
}: {
  tour: TourAdmin;
  onAdd: () => void;
  onEdit: (departure: TourDepartureAdmin) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // In the tour's own currency, as the operator typed it (no display currency here).
  const price = (amount: number) =>
    formatMoney(
      amount,
      { currencyCode: tour.currency },
      { locale: intlLocaleFor(locale), jalali: locale === "fa" },
    ).replace(" ", "\u00a0");
  async function remove(departure: TourDepartureAdmin) {
    setBusy(true);
    setError(null);
    try {
      await removeDeparture(tour.id, departure.id);
      void showToast("success", t(`${P}.departures.removed`));
      setConfirming(null);
      onRemoved();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section
      className="card bo-section"
      aria-labelledby="bo-tour-departures"
      data-testid="bo-tour-departures"
    >
      <div className="bo-hotel-section-head">
        <h2 id="bo-tour-departures">{t(`${P}.departures.title`)}</h2>
        <button type="button" className="button button--primary" onClick={onAdd}>
          {t(`${P}.departures.add`)}
        </button>
      </div>
      <p className="bo-muted">{t(`${P}.departures.lead`)}</p>
      {tour.departures.length === 0 ? <p className="bo-empty">{t(`${P}.departures.empty`)}</p> : null}
      <FormError message={error} testId="bo-departure-remove-error" />
      {tour.departures.length > 0 ? (
        <div className="bo-tour-departures__scroll">
          <table className="bo-tour-departures">
            <caption className="visually-hidden">{t(`${P}.departures.title`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${P}.departures.columns.date`)}</th>
                <th scope="col">{t(`${P}.departures.columns.capacity`)}</th>
                <th scope="col">{t(`${P}.departures.columns.sold`)}</th>
                <th scope="col">{t(`${P}.departures.columns.held`)}</th>
                <th scope="col">{t(`${P}.departures.columns.left`)}</th>
                <th scope="col">{t(`${P}.departures.columns.prices`)}</th>
                <th scope="col">
                  <span className="visually-hidden">{t(`${P}.departures.columns.actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tour.departures.map((departure) => {
                const date = displayIsoDate(departure.date, locale);
                const free = seatsTaken(departure) === 0;
                return (
                  <tr key={departure.id} data-testid="bo-departure" data-date={departure.date}>
                    <th scope="row">
                      <span className="bo-stack">
                        <span>{date}</span>
                        <span className="bo-muted">
                          {t(`${P}.departures.returns`, {
                            date: displayIsoDate(departure.returnDate, locale),
                          })}
                        </span>
                      </span>
                    </th>
                    <td data-testid="bo-departure-capacity">{n(departure.capacity)}</td>
                    <td data-testid="bo-departure-sold">{n(departure.seatsSold)}</td>
                    <td data-testid="bo-departure-held">{n(departure.seatsHeld)}</td>
                    <td>{n(departure.seatsLeft)}</td>
                    <td>
                      <span className="bo-stack">
                        <span>{t(`${P}.departures.adult`, { price: price(departure.prices.adult) })}</span>
                        <span className="bo-muted">
                          {t(`${P}.departures.childInfant`, {
                            child: price(departure.prices.child),
                            infant: price(departure.prices.infant),
                          })}
                        </span>
                      </span>
                    </td>
                    <td>
                      {confirming === departure.id ? (
                        <fieldset className="bo-row-actions bo-tour-confirm">
                          <legend>{t(`${P}.departures.confirm`, { date })}</legend>
                          <button
                            type="button"
                            className="button bo-button--small bo-button--danger"
                            disabled={busy}
                            onClick={() => void remove(departure)}
                          >
                            {t(`${P}.departures.confirmYes`)}
                          </button>
                          <button
                            type="button"
                            className="button bo-button--small"
                            onClick={() => setConfirming(null)}
                          >
                            {t(`${P}.departures.confirmNo`)}
                          </button>
                        </fieldset>
                      ) : (
                        <div className="bo-row-actions">
                          <button
                            type="button"
                            className="button bo-button--small"
                            aria-label={t(`${P}.departures.editLabel`, { date })}
                            onClick={() => onEdit(departure)}
                          >
                            {t(`${P}.edit`)}
                          </button>
                          {free ? (
                            <button
                              type="button"
                              className="button bo-button--small"
                              aria-label={t(`${P}.departures.removeLabel`, { date })}
                              onClick={() => setConfirming(departure.id)}
                            >
                              {t(`${P}.departures.remove`)}
                            </button>
                          ) : null}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
