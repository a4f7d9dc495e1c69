import { useTranslation } from "react-i18next";
import { PageHeader } from "../../ui/page-header";

/** Flight results (spec §2 /flight/{iata}): the title is templated with origin and destination. */
export function FlightResultsPage({ origin, destination }: { origin: string | null; destination: string }) {
  const { t } = useTranslation();
  const title = origin
    ? t("flights.resultsHeading", { origin, destination })
    : t("flights.resultsHeadingTo", { destination });
  return (
    <div className="page container">
      <PageHeader
        title={title}
        lead={origin ? t("meta.flightResults.description", { origin, destination }) : t("flights.kinds")}
        crumbs={[{ label: t("nav.domesticFlights"), to: "/" }, { label: title }]}
      />
    </div>
  );
}
