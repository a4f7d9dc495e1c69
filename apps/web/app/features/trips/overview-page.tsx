/**
 * /profile (issue 12, spec §2): the customer's name, the wallet balance, the next trip (the soonest
 * paid or issued trip still to come) and a link to every section of the account.
 */
import { Link, useRouteLoaderData } from "react-router";
import { useMoney } from "../../lib/format-money";
import { useRetry } from "../../lib/page-data";
import { displayName, useCurrentUser, useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { stayLine } from "./stay-row";
import { SkeletonLines, StatusBadge, TripDates, TripRoute } from "./trip-parts";
import type { OverviewData } from "./trips-data";
import { tripDetailsPath } from "./trips-query";
import "./trips.css";

/** Every section of the account, as the overview and the header's account menu list them. */
export const PROFILE_SECTIONS = [
  { to: "/profile/my-travels", key: "profile.myTravels", text: "profile.myTravelsText" },
  { to: "/profile/transactions", key: "profile.transactions", text: "profile.transactionsText" },
  { to: "/profile/passengers", key: "profile.passengers", text: "profile.passengersText" },
  { to: "/profile/account", key: "profile.account", text: "profile.accountText" },
  { to: "/profile/auth-data", key: "profile.authData", text: "profile.authDataText" },
] as const;

type RootData = { signedIn?: boolean } | undefined;

export function OverviewPage({ data }: { data: OverviewData }) {
  const { t } = useTranslation();
  const money = useMoney();
  const root = useRouteLoaderData("root") as RootData;
  const user = useCurrentUser(useSignedIn(root?.signedIn ?? false));
  const name = user.status === "ready" ? displayName(user.user) : "";
  return (
    <div className="overview">
      <section className="card overview__hello" aria-labelledby="overview-title">
        <h2 id="overview-title">
          {name ? (
            t("trips.overview.hello", { name })
          ) : user.status === "error" ? (
            t("profile.overview")
          ) : (
            <>
              <span className="visually-hidden">{t("profile.skeleton")}</span>
              <span className="skeleton__line skeleton__line--short" aria-hidden="true" />
            </>
          )}
        </h2>
        <p className="trips-muted">{t("profile.overviewText")}</p>
      </section>
      <section className="card overview__wallet" aria-labelledby="overview-wallet">
        <h2 id="overview-wallet">{t("trips.overview.wallet")}</h2>
        {data.balance ? (
          <p className="overview__balance" data-testid="overview-balance">
            {money(data.balance.balance)}
          </p>
        ) : (
          <p className="trips-muted">{t("trips.overview.walletError")}</p>
        )}
        <Link className="button" to="/profile/transactions">
          {t("trips.overview.toWallet")}
        </Link>
      </section>
      <NextTrip trip={data.nextTrip} />
      <nav className="card overview__sections" aria-labelledby="overview-sections">
        <h2 id="overview-sections">{t("trips.overview.sections")}</h2>
        <ul>
          {PROFILE_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>
                <strong>{t(section.key)}</strong>
                <span className="trips-muted">{t(section.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function NextTrip({ trip }: { trip: OverviewData["nextTrip"] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney(trip && trip !== "error" ? trip.paidCurrency : null);
  const { retry, retrying } = useRetry();
  return (
    <section className="card overview__next" aria-labelledby="overview-next" data-testid="overview-next-trip">
      <h2 id="overview-next">{t("trips.overview.nextTrip")}</h2>
      {trip === "error" ? (
        <>
          <p role="alert">{t("trips.loadError")}</p>
          <button type="button" className="button" onClick={retry} disabled={retrying} aria-busy={retrying}>
            {t("trips.retry")}
          </button>
        </>
      ) : trip === null ? (
        <>
          <p className="trips-muted">{t("trips.overview.noTrip")}</p>
          <Link className="button button--primary" to="/">
            {t("trips.empty.search")}
          </Link>
        </>
      ) : (
        <>
          {trip.trip ? (
            <p className="overview__trip">
              <strong>
                <TripRoute trip={trip.trip} locale={locale} />
              </strong>
              <br />
              <TripDates trip={trip.trip} locale={locale} />
            </p>
          ) : trip.stay ? (
            <NextStay stay={stayLine(trip.stay, locale, t)} />
          ) : null}
          <p className="overview__trip-meta">
            <StatusBadge status={trip.status} hotel={trip.stay !== null} />{" "}
            <span>{money(trip.payableAmount)}</span>
          </p>
          <Link className="button button--primary" to={tripDetailsPath(trip)}>
            {t("trips.details")}
          </Link>
        </>
      )}
    </section>
  );
}

/** The next trip when it is a hotel stay: the hotel and its city, the days, the nights. */
function NextStay({ stay }: { stay: ReturnType<typeof stayLine> }) {
  return (
    <p className="overview__trip">
      <strong>{stay.hotel}</strong> · {stay.city}
      <br />
      {stay.dates} · {stay.nights}
    </p>
  );
}

/** The loading placeholder of the overview. */
export function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="overview" aria-busy="true">
      <section className="card">
        <SkeletonLines count={2} label={t("profile.skeleton")} />
      </section>
      <section className="card">
        <SkeletonLines count={2} />
      </section>
      <section className="card">
        <SkeletonLines count={3} />
      </section>
    </div>
  );
}
