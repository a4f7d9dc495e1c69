/**
 * /add-passenger (spec §2 "passenger details"): the chosen flight (GetPlpProposalDetails, and the
 * search behind it from GetProductTypeByAvailableRequest: counts, scope, the results URL), the
 * contact form, one form per passenger place with the variant its route and nationality call for,
 * saved travellers to pick from and save to. Submitting makes the order (SubmitFlightOrder, with an
 * Idempotency-Key per form content), handles a price change (dialog: confirm and pay, or cancel back
 * to the results) and a flight that is gone, holds the seats (ReserveFlightOrder) and opens /confirm.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Country,
  CountryId,
  FlightMessageKey,
  type FlightProposal,
  isUuid,
  type OrderDetail,
  OrderMessageKey,
  ProductChannel,
  type ProductTypeInfo,
  type SavedPassenger,
  type SubmitFlightOrderRequest,
  UserMessageKey,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { ApiError, isApiError } from "../../lib/api";
import { formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useCurrentUser, useSignedIn } from "../../lib/session-store";
import { showApiErrors, showToast } from "../../lib/toast";
import { useLocale } from "../../ui/use-locale";
import { useOverlayHistory } from "../../ui/use-overlay-history";
import {
  type BookingFormValues,
  bookingFormSchema,
  emptyPassenger,
  fieldPathOfErrorKey,
  fromSavedPassenger,
  nationalPhoneOf,
  passengerPlaces,
  toPassengerPayload,
  toSavedPassengerPayload,
  travelDateOf,
} from "./booking-form";
import {
  deleteSavedPassenger,
  getCountries,
  getProductType,
  getProposalDetails,
  getSavedPassengers,
  reserveFlightOrder,
  savePassenger,
  submitFlightOrder,
} from "./checkout-api";
import { priceRows, resultsUrlOfSearch } from "./checkout-rules";
import { CheckoutSteps } from "./checkout-steps";
import { FlightSummary, PriceDetails } from "./flight-summary";
import { forgetIdempotencyKey, idempotencyKeyFor, type KeyStorage, sessionKeyStorage } from "./idempotency";
import { Modal } from "./modal";
import { PassengerFields } from "./passenger-fields";
import { SavedPassengersDialog, type SavedState, savedName } from "./saved-passengers-dialog";
import "../../ui/form-field.css";
import { listSeparator } from "../../lib/format";
import "./booking.css";

type BookingRefs = {
  requestId: string;
  proposalId: string;
  returningRequestId?: string;
  returningProposalId?: string;
};

/** The chosen flight from the URL the results page built; null when it names none. */
export function bookingRefsOf(params: URLSearchParams): BookingRefs | null {
  const requestId = params.get("requestId") ?? "";
  const proposalId = params.get("proposalId") ?? "";
  if (!isUuid(requestId) || !isUuid(proposalId)) return null;
  const returningRequestId = params.get("returningRequestId") ?? "";
  const returningProposalId = params.get("returningProposalId") ?? "";
  if (returningRequestId || returningProposalId) {
    if (!isUuid(returningRequestId) || !isUuid(returningProposalId)) return null;
    return { requestId, proposalId, returningRequestId, returningProposalId };
  }
  return { requestId, proposalId };
}

/** Spec §4: productChannel is Pwa when the app runs in standalone display mode, otherwise WebSite. */
export function currentProductChannel(): ProductChannel {
  return typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches
    ? ProductChannel.Pwa
    : ProductChannel.WebSite;
}

type Loaded = { outbound: FlightProposal; returning: FlightProposal | null; product: ProductTypeInfo };
type LoadState =
  | { status: "loading" }
  | { status: "ready"; data: Loaded }
  | { status: "unavailable"; message: string; backUrl: string | null }
  | { status: "error" };

const UNAVAILABLE_KEYS = new Set<string>([
  UserMessageKey.FLIGHT_NOT_FOUND,
  FlightMessageKey.FLIGHT_SOLD_OUT,
  FlightMessageKey.FLIGHT_SEARCH_EXPIRED,
]);

function unavailableKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.firstMessages().find((key) => UNAVAILABLE_KEYS.has(key)) ?? null;
}

export function AddPassengerPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const refs = useMemo(() => bookingRefsOf(params), [params]);
  const refsKey = refs ? `${refs.requestId}|${refs.proposalId}|${refs.returningProposalId ?? ""}` : "";
  const [state, setState] = useState<LoadState>(
    refs
      ? { status: "loading" }
      : { status: "unavailable", message: UserMessageKey.FLIGHT_NOT_FOUND, backUrl: null },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refsKey names the refs; attempt retries
  useEffect(() => {
    if (!refs) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    const { signal } = controller;
    const product = getProductType(refs.requestId, signal);
    Promise.all([
      getProposalDetails({ requestId: refs.requestId, proposalId: refs.proposalId }, signal),
      refs.returningRequestId && refs.returningProposalId
        ? getProposalDetails(
            { requestId: refs.returningRequestId, proposalId: refs.returningProposalId },
            signal,
          )
        : Promise.resolve(null),
      product,
    ]).then(
      ([outbound, returning, info]) =>
        setState({
          status: "ready",
          data: { outbound: outbound.proposal, returning: returning?.proposal ?? null, product: info },
        }),
      async (error: unknown) => {
        if (signal.aborted) return;
        const key = unavailableKey(error);
        if (key) {
          const info = await product.catch(() => null);
          setState({ status: "unavailable", message: key, backUrl: info ? resultsUrlOfSearch(info) : null });
          return;
        }
        setState({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [refsKey, attempt]);

  return (
    <div className="page container booking-page">
      <CheckoutSteps current="passengers" />
      <header className="page-header">
        <h1>{t("meta.addPassenger.title")}</h1>
        <p className="page-lead">{t("booking.passengers.lead")}</p>
      </header>
      {state.status === "loading" ? (
        <BookingSkeleton />
      ) : state.status === "error" ? (
        <section className="card booking-state" role="alert">
          <p>{t("booking.loadError")}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t("booking.retry")}
          </button>
        </section>
      ) : state.status === "unavailable" ? (
        <FlightUnavailable message={state.message} backUrl={state.backUrl} />
      ) : refs ? (
        <BookingForm key={refsKey} refs={refs} data={state.data} locale={locale} />
      ) : null}
    </div>
  );
}

export function BookingSkeleton() {
  return (
    <div className="booking-layout" aria-hidden="true">
      <div className="booking-layout__aside">
        <div className="card skeleton">
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      </div>
      <div className="booking-layout__main">
        {[0, 1].map((n) => (
          <div key={n} className="card skeleton">
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line" />
            <div className="skeleton__line" />
            <div className="skeleton__line" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Spec §8 "flight not found", with a way back to the search. */
function FlightUnavailable({ message, backUrl }: { message: string; backUrl: string | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="card booking-state booking-state--warning"
      role="alert"
      data-testid="flight-unavailable"
    >
      <h2 ref={heading} tabIndex={-1}>
        {t("booking.notFound.title")}
      </h2>
      <p>{t(message)}</p>
      <p>{t("booking.notFound.text")}</p>
      <div className="booking-actions">
        {backUrl ? (
          <Link className="button button--primary" to={backUrl}>
            {t("booking.notFound.back")}
          </Link>
        ) : null}
        <Link className="button" to="/">
          {t("booking.notFound.home")}
        </Link>
      </div>
    </section>
  );
}

type RootData = { signedIn?: boolean } | undefined;

type PriceChange = { oldTotalPrice: number; newTotalPrice: number };

function priceChangeOf(error: unknown): PriceChange | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (!error.firstMessages().includes(UserMessageKey.PRICE_CHANGED)) return null;
  const data = error.data as Partial<PriceChange> | undefined;
  if (typeof data?.oldTotalPrice !== "number" || typeof data.newTotalPrice !== "number") return null;
  return { oldTotalPrice: data.oldTotalPrice, newTotalPrice: data.newTotalPrice };
}

const FALLBACK_COUNTRIES: Country[] = [
  {
    id: CountryId.Iraq,
    isoCode: "IQ",
    iso3: "IRQ",
    name: { ar: "العراق", fa: "عراق", en: "Iraq" },
    dialingCode: "+964",
  },
  {
    id: CountryId.Iran,
    isoCode: "IR",
    iso3: "IRN",
    name: { ar: "إيران", fa: "ایران", en: "Iran" },
    dialingCode: "+98",
  },
];

/** Iraq and Iran first (the markets), then by name in the page's language. */
function sortCountries(list: readonly Country[], locale: Locale): Country[] {
  const rank = (c: Country) => (c.id === CountryId.Iraq ? 0 : c.id === CountryId.Iran ? 1 : 2);
  const collator = new Intl.Collator(locale);
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || collator.compare(a.name[locale] || a.name.en, b.name[locale] || b.name.en),
  );
}

function BookingForm({ refs, data, locale }: { refs: BookingRefs; data: Loaded; locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as RootData;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  const user = useCurrentUser(signedIn);

  const search = data.product.availableRequest;
  const places = useMemo(
    () => passengerPlaces({ adults: search.adults, children: search.children, infants: search.infants }),
    [search.adults, search.children, search.infants],
  );
  const travelDate = travelDateOf(data.outbound);
  const isDomestic = data.product.isDomesticFlight;
  const backUrl = resultsUrlOfSearch(data.product);
  const proposals = data.returning ? [data.outbound, data.returning] : [data.outbound];
  const total = proposals.reduce((sum, p) => sum + Math.round(p.totalPrice * 100), 0) / 100;

  const schema = useMemo(
    () => bookingFormSchema({ isDomestic, travelDate, places }),
    [isDomestic, travelDate, places],
  );
  const methods = useForm<BookingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      contact: { phoneNumber: "", email: "" },
      passengers: places.map(() => emptyPassenger()),
    },
    mode: "onTouched",
  });
  const { handleSubmit, setValue, getValues, getFieldState, setError, trigger, register, formState } =
    methods;

  // The contact starts as the signed-in customer's phone and e-mail.
  useEffect(() => {
    if (user.status !== "ready") return;
    const contact = getValues("contact");
    // Validated at once when the customer already tried to submit (the error then goes away).
    const options = { shouldValidate: getFieldState("contact").invalid };
    if (!contact.phoneNumber) {
      setValue(
        "contact.phoneNumber",
        nationalPhoneOf(user.user.phoneNumber, user.user.dialingCode ?? "+964"),
        options,
      );
    }
    if (!contact.email && user.user.email) setValue("contact.email", user.user.email, options);
  }, [user, getValues, setValue, getFieldState]);

  // Countries for nationality and passport; a failed load is swallowed (spec §8) with Iraq and Iran left.
  const [countries, setCountries] = useState<Country[]>(() => sortCountries(FALLBACK_COUNTRIES, locale));
  useEffect(() => {
    const controller = new AbortController();
    getCountries(controller.signal).then(
      (list) => {
        if (list.length > 0) setCountries(sortCountries(list, locale));
      },
      () => {},
    );
    return () => controller.abort();
  }, [locale]);

  // Saved travellers.
  const [saved, setSaved] = useState<SavedState>({ status: "loading" });
  const loadSaved = useCallback(() => {
    setSaved({ status: "loading" });
    getSavedPassengers().then(
      (list) => setSaved({ status: "ready", list }),
      () => setSaved({ status: "error" }),
    );
  }, []);
  useEffect(loadSaved, [loadSaved]);
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
  const remove = async (passenger: SavedPassenger) => {
    try {
      await deleteSavedPassenger(passenger.id);
      setSaved((s) =>
        s.status === "ready" ? { status: "ready", list: s.list.filter((p) => p.id !== passenger.id) } : s,
      );
      getValues("passengers").forEach((p, i) => {
        if (p.savedId === passenger.id) setValue(`passengers.${i}.savedId`, "");
      });
      void showToast("success", t("booking.saved.deleted", { name: savedName(passenger) }));
    } catch (error) {
      void showApiErrors(error, t);
    }
  };

  // ── Submit ───────────────────────────────────────────────────────────────────────────────────
  const storage = useRef<KeyStorage | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<
    (PriceChange & { request: SubmitFlightOrderRequest; key: string }) | null
  >(null);
  const scope = `${refs.requestId}|${refs.proposalId}|${refs.returningProposalId ?? ""}`;

  const showServerErrors = (error: unknown) => {
    if (isApiError(error) && error.status === 400) {
      let mapped = 0;
      for (const entry of error.errors) {
        const field = fieldPathOfErrorKey(entry.key);
        const message = entry.messages[0];
        if (field && message) {
          setError(
            field as Path<BookingFormValues>,
            { type: "server", message },
            { shouldFocus: mapped === 0 },
          );
          mapped++;
        }
      }
      const others = error.errors.filter((entry) => !fieldPathOfErrorKey(entry.key));
      if (others.length > 0) void showApiErrors(new ApiError(error.status, others, error.requestId), t);
      return;
    }
    void showApiErrors(error, t);
  };

  const savePassengers = async (values: BookingFormValues) => {
    const toSave = values.passengers
      .map((p, i) => ({ p, category: places[i] }))
      .filter((x): x is { p: (typeof values.passengers)[number]; category: NonNullable<typeof x.category> } =>
        Boolean(x.p.save && x.category),
      );
    const results = await Promise.allSettled(
      toSave.map(({ p, category }) =>
        savePassenger(toSavedPassengerPayload(p, category, isDomestic), travelDate),
      ),
    );
    results.forEach((result, i) => {
      const entry = toSave[i];
      if (result.status === "rejected" && entry) {
        void showToast("error", t("booking.saved.saveFailed", { name: savedName(entry.p) }));
      }
    });
  };

  const place = async (request: SubmitFlightOrderRequest, key: string, values: BookingFormValues) => {
    let order: OrderDetail;
    try {
      order = await submitFlightOrder(request, key);
    } catch (error) {
      const change = priceChangeOf(error);
      if (change) {
        setPriceChange({ ...change, request, key });
        return;
      }
      const gone = unavailableKey(error);
      if (gone) {
        setUnavailable(gone);
        return;
      }
      if (isApiError(error) && error.firstMessages().includes(OrderMessageKey.IDEMPOTENCY_KEY_REUSED)) {
        forgetIdempotencyKey(storage.current ?? sessionKeyStorage(), scope);
      }
      showServerErrors(error);
      return;
    }
    try {
      await reserveFlightOrder(order.orderId);
    } catch (error) {
      const gone = unavailableKey(error);
      forgetIdempotencyKey(storage.current ?? sessionKeyStorage(), scope); // the next attempt is a new order
      if (gone) {
        setUnavailable(gone);
        return;
      }
      void showApiErrors(error, t);
      return;
    }
    await savePassengers(values);
    void navigate(`/confirm?orderId=${encodeURIComponent(order.orderId)}`);
  };

  const lastValues = useRef<BookingFormValues | null>(null);
  const onValid = async (values: BookingFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      storage.current ??= sessionKeyStorage();
      const email = values.contact.email.trim();
      const request: SubmitFlightOrderRequest = {
        requestId: refs.requestId,
        proposalId: refs.proposalId,
        ...(refs.returningRequestId
          ? { returningRequestId: refs.returningRequestId, returningProposalId: refs.returningProposalId }
          : {}),
        contact: { phoneNumber: values.contact.phoneNumber.trim(), email },
        passengers: values.passengers.map((p, i) => toPassengerPayload(p, places[i] ?? 1, isDomestic)),
        productChannel: currentProductChannel(),
      };
      lastValues.current = values;
      await place(request, idempotencyKeyFor(storage.current, scope, request), values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const confirmNewPrice = async () => {
    const change = priceChange;
    const values = lastValues.current;
    if (!change || !values || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setPriceChange(null);
    try {
      await place({ ...change.request, acceptedTotalPrice: change.newTotalPrice }, change.key, values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (unavailable) return <FlightUnavailable message={unavailable} backUrl={backUrl} />;

  const contactErrors = formState.errors.contact;
  const phoneError = contactErrors?.phoneNumber?.message;
  const emailError = contactErrors?.email?.message;
  const numbers = places.map((category, i) => places.slice(0, i + 1).filter((c) => c === category).length);
  const summary = ([1, 2, 3] as const)
    .map((type) => ({ type, n: places.filter((c) => c === type).length }))
    .filter((x) => x.n > 0)
    .map((x) =>
      t("booking.summaryPart", {
        type: t(`booking.categoryPlural.${x.type}`),
        count: formatNumber(x.n, locale),
      }),
    )
    .join(listSeparator(locale));
  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  const savedIndex = savedFor ?? 0;

  return (
    <FormProvider {...methods}>
      <form
        className="booking-layout"
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-busy={busy || undefined}
      >
        <div className="booking-layout__aside">
          <FlightSummary proposals={proposals} locale={locale}>
            <p className="booking-flight__travellers">{t("booking.passengers.counts", { summary })}</p>
            <Link to={backUrl} className="booking-flight__change">
              {t("booking.flight.change")}
            </Link>
          </FlightSummary>
          <PriceDetails rows={priceRows(proposals)} locale={locale} total={total} />
        </div>

        <div className="booking-layout__main">
          <section className="card booking-contact" aria-labelledby="booking-contact-title">
            <h2 id="booking-contact-title">{t("booking.contact.title")}</h2>
            <p className="field__hint">{t("booking.contact.lead")}</p>
            <div className="booking-fields">
              <div className={`field${phoneError ? " field--invalid" : ""}`}>
                <label htmlFor="contact-phone" className="field__label">
                  {t("booking.contact.phone")}
                </label>
                <input
                  id="contact-phone"
                  className="input"
                  type="tel"
                  dir="ltr"
                  inputMode="tel"
                  autoComplete="tel-national"
                  aria-invalid={phoneError ? true : undefined}
                  aria-describedby={`contact-phone-hint${phoneError ? " contact-phone-error" : ""}`}
                  {...register("contact.phoneNumber")}
                />
                <p className="field__hint" id="contact-phone-hint">
                  {t("booking.contact.phoneHint")}
                </p>
                {phoneError ? (
                  <p className="field__error" id="contact-phone-error" role="alert">
                    {t(phoneError)}
                  </p>
                ) : null}
              </div>
              <div className={`field${emailError ? " field--invalid" : ""}`}>
                <label htmlFor="contact-email" className="field__label">
                  {t("booking.contact.email")}
                </label>
                <input
                  id="contact-email"
                  className="input"
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? "contact-email-error" : undefined}
                  {...register("contact.email")}
                />
                {emailError ? (
                  <p className="field__error" id="contact-email-error" role="alert">
                    {t(emailError)}
                  </p>
                ) : null}
              </div>
            </div>
          </section>

          <h2 className="booking-section-title">{t("booking.passengers.title")}</h2>
          {places.map((category, index) => (
            <PassengerFields
              // biome-ignore lint/suspicious/noArrayIndexKey: the places are fixed by the search
              key={index}
              index={index}
              number={numbers[index] ?? index + 1}
              category={category}
              isDomestic={isDomestic}
              travelDate={travelDate}
              countries={countries}
              locale={locale}
              onChooseSaved={() => openSaved(index)}
              passengerCount={places.length}
            />
          ))}

          <div className="booking-submit">
            {hasErrors ? (
              <p className="booking-inline-error" role="alert">
                {t("booking.submit.invalid")}
              </p>
            ) : null}
            <p className="booking-submit__total">
              <span>{t("booking.price.total")}</span> <strong>{money(total, locale)}</strong>
            </p>
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? t("booking.submit.busy") : t("booking.submit.button")}
            </button>
          </div>
        </div>
      </form>

      {overlay.open && savedFor !== null ? (
        <SavedPassengersDialog
          state={saved}
          category={places[savedIndex] ?? 1}
          number={numbers[savedIndex] ?? 1}
          travelDate={travelDate}
          usedIds={usedElsewhere(savedIndex)}
          locale={locale}
          onChoose={(p) => choose(savedIndex, p)}
          onDelete={remove}
          onRetry={loadSaved}
          onClose={overlay.closeOverlay}
        />
      ) : null}

      {priceChange ? (
        <Modal
          title={t("booking.priceChange.title")}
          role="alertdialog"
          onClose={() => setPriceChange(null)}
          className="booking-price-change"
        >
          <p>{t("PRICE_CHANGED")}</p>
          <dl className="booking-price__list">
            <div className="booking-price__row">
              <dt>{t("booking.priceChange.old")}</dt>
              <dd>
                <s>{money(priceChange.oldTotalPrice, locale)}</s>
              </dd>
            </div>
            <div className="booking-price__row booking-price__row--total">
              <dt>{t("booking.priceChange.new")}</dt>
              <dd data-testid="new-price">{money(priceChange.newTotalPrice, locale)}</dd>
            </div>
          </dl>
          <div className="booking-actions">
            <button type="button" className="button button--primary" onClick={() => void confirmNewPrice()}>
              {t("booking.priceChange.confirm")}
            </button>
            <button type="button" className="button" onClick={() => void navigate(backUrl)}>
              {t("booking.priceChange.cancel")}
            </button>
          </div>
        </Modal>
      ) : null}
    </FormProvider>
  );
}
