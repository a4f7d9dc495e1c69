import { FlightScope } from "@safar/domain/enum-values";
import { Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import { useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import { SearchBoxSkeleton } from "./search-box-skeleton";
import "../../ui/form-field.css";
import "./flights.css";
import { FlightSearchBox } from "./lazy-flight-search-box";

/** International flights home (spec §2 /international-flight): the search box; shares the flight-home title. */
export function InternationalFlightPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRouteLoaderData("root") as { signedIn?: boolean } | undefined;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  return (
    <div className="page container">
      <PageHeader
        title={t("meta.flightHome.title")}
        lead={t("meta.flightHome.description")}
        crumbs={[{ label: t("nav.internationalFlights") }]}
      />
      <Suspense fallback={<SearchBoxSkeleton />}>
        <FlightSearchBox scope={FlightScope.InternationalFlight} locale={locale} signedIn={signedIn} />
      </Suspense>
    </div>
  );
}
