/**
 * The flight search box (spec §2): one-way, round trip and multi-route (up to 4 routes), airport
 * autocomplete, Gregorian or Jalali dates, passengers, cabin class and recent searches. Submitting
 * opens the results page with the whole search in the URL.
 */
import { CabinClass, FlightScope, TripType } from "@safar/domain/enums";
import { MAX_DAYS_AHEAD, MAX_ROUTES } from "@safar/domain/flight-search-rules";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { baghdadDate, resultsUrl } from "../../lib/flight-search-params";
import { useTranslation } from "../../lib/use-translation";
import { DateField } from "../../ui/date-field";
import { AirportCombobox } from "./airport-combobox";
import { PassengerPicker } from "./passenger-picker";
import { RecentSearches } from "./recent-searches";
import { saveRecentSearch } from "./recent-searches-store";
import {
  activeRoutes,
  addRoute,
  clearSearchForm,
  emptySearchForm,
  type FormError,
  formToQuery,
  removeRoute,
  type SearchForm,
  swapPlaces,
  validateSearchForm,
  withTripType,
} from "./search-form";

const tripTypes = [TripType.OneWay, TripType.RoundTrip, TripType.MultiDestination] as const;
const cabins = [CabinClass.Economy, CabinClass.Business, CabinClass.First] as const;

export default function FlightSearchBox({
  scope,
  locale,
  signedIn,
  initial,
  showRecent = true,
  onSubmitted,
}: {
  scope: FlightScope;
  locale: Locale;
  signedIn: boolean;
  initial?: SearchForm;
  showRecent?: boolean;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<SearchForm>(() => initial ?? emptySearchForm(scope));
  const [errors, setErrors] = useState<FormError[]>([]);
  /** Set once hydrated: the server's HTML is visible before the box reacts (tests wait for it). */
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const international = scope === FlightScope.InternationalFlight;
  const today = baghdadDate(0);
  const lastDay = baghdadDate(MAX_DAYS_AHEAD);
  const routes = activeRoutes(form);
  const multi = form.tripType === TripType.MultiDestination;

  const errorFor = (field: string) => {
    const key = errors.find((e) => e.field === field)?.key;
    return key ? t(key) : undefined;
  };
  const update = (next: SearchForm) => {
    setForm(next);
    if (errors.length) setErrors(validateSearchForm(next));
  };
  const setRoute = (index: number, patch: Partial<SearchForm["routes"][number]>) =>
    update({ ...form, routes: form.routes.map((r, i) => (i === index ? { ...r, ...patch } : r)) });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSearchForm(form);
    setErrors(found);
    if (found.length > 0) {
      const first = found[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first?.field}"]`)?.focus();
      return;
    }
    const query = formToQuery({ ...form, scope });
    const firstRoute = routes[0];
    const lastRoute = routes[routes.length - 1];
    if (!signedIn) {
      saveRecentSearch(window.localStorage, {
        query,
        originLabel: firstRoute?.origin?.label ?? query.origin,
        destinationLabel: lastRoute?.destination?.label ?? query.destination,
      });
    }
    onSubmitted?.();
    void navigate(resultsUrl(query));
  };

  return (
    <div className="flight-search">
      <form
        className="search-box card"
        data-ready={ready ? "" : undefined}
        onSubmit={onSubmit}
        noValidate
        aria-label={t(`flights.search.title.${scope}`)}
      >
        <div className="search-box__top">
          <fieldset className="trip-types">
            <legend className="visually-hidden">{t("flights.search.tripType")}</legend>
            {tripTypes.map((type) => (
              <label key={type} className="chip">
                <input
                  type="radio"
                  name="tripType"
                  value={type}
                  checked={form.tripType === type}
                  onChange={() => update(withTripType(form, type))}
                />
                <span>{t(`flights.tripType.${type}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="cabin-field">
            <span className="visually-hidden">{t("flights.search.cabin")}</span>
            <select
              className="input input--compact"
              name="cabinClass"
              value={form.cabinClass}
              onChange={(event) => update({ ...form, cabinClass: Number(event.target.value) as CabinClass })}
            >
              {cabins.map((cabin) => (
                <option key={cabin} value={cabin}>
                  {t(`flights.cabin.${cabin}`)}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="search-box__routes">
          {routes.map((route, index) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: routes are positions of the trip
              key={index}
              className="search-route"
            >
              <legend className={multi ? "search-route__n" : "visually-hidden"}>
                {multi ? t("flights.search.routeN", { n: index + 1 }) : t(`flights.search.title.${scope}`)}
              </legend>
              <div className="search-route__places">
                <AirportCombobox
                  name={`origin-${index}`}
                  label={t("flights.search.origin")}
                  value={route.origin}
                  onChange={(origin) => setRoute(index, { origin })}
                  international={international}
                  locale={locale}
                  error={errorFor(`origin-${index}`)}
                />
                <button
                  type="button"
                  className="icon-button swap-button"
                  aria-label={t("flights.search.swap")}
                  onClick={() => update(swapPlaces(form, index))}
                >
                  <span aria-hidden="true">⇄</span>
                </button>
                <AirportCombobox
                  name={`destination-${index}`}
                  label={t("flights.search.destination")}
                  value={route.destination}
                  onChange={(destination) => setRoute(index, { destination })}
                  international={international}
                  locale={locale}
                  error={errorFor(`destination-${index}`)}
                />
              </div>
              <div className="search-route__dates">
                <DateField
                  name={`date-${index}`}
                  label={t("flights.search.departureDate")}
                  value={route.date}
                  onChange={(date) => {
                    const next = {
                      ...form,
                      routes: form.routes.map((r, i) => (i === index ? { ...r, date } : r)),
                    };
                    update(
                      form.tripType === TripType.RoundTrip &&
                        index === 0 &&
                        form.returnDate &&
                        form.returnDate < date
                        ? { ...next, returnDate: "" }
                        : next,
                    );
                  }}
                  min={(multi ? form.routes[index - 1]?.date : undefined) || today}
                  max={lastDay}
                  locale={locale}
                  error={errorFor(`date-${index}`)}
                />
                {form.tripType === TripType.RoundTrip && index === 0 ? (
                  <DateField
                    name="return"
                    label={t("flights.search.returnDate")}
                    value={form.returnDate}
                    onChange={(returnDate) => update({ ...form, returnDate })}
                    min={route.date || today}
                    max={lastDay}
                    locale={locale}
                    error={errorFor("return")}
                  />
                ) : null}
              </div>
              {multi && form.routes.length > 2 ? (
                <button
                  type="button"
                  className="link-button search-route__remove"
                  onClick={() => update(removeRoute(form, index))}
                >
                  {t("flights.search.removeRoute")}
                </button>
              ) : null}
            </fieldset>
          ))}
          {multi && form.routes.length < MAX_ROUTES ? (
            <button
              type="button"
              className="button button--ghost add-route"
              onClick={() => update(addRoute(form))}
            >
              + {t("flights.search.addRoute")}
            </button>
          ) : null}
        </div>

        <div className="search-box__bottom">
          <PassengerPicker
            counts={{ adults: form.adults, children: form.children, infants: form.infants }}
            locale={locale}
            onChange={(counts) => update({ ...form, ...counts })}
          />
          <div className="search-box__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setErrors([]);
                setForm(clearSearchForm(form));
              }}
            >
              {t("flights.search.clear")}
            </button>
            <button type="submit" className="button button--primary search-box__submit">
              {t("flights.search.submit")}
            </button>
          </div>
        </div>
        {errors.length > 0 ? (
          <p className="visually-hidden" role="alert">
            {t(errors[0]?.key ?? "")}
          </p>
        ) : null}
      </form>
      {showRecent ? <RecentSearches scope={scope} signedIn={signedIn} locale={locale} /> : null}
    </div>
  );
}
