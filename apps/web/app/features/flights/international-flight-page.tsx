import { useTranslation } from "react-i18next";
import { FactList, PageHeader } from "../../ui/page-header";

/** International flights home (spec §2 /international-flight/{iata?}); shares the flight-home title. */
export function InternationalFlightPage({ destination }: { destination: string | null }) {
  const { t } = useTranslation();
  const title = destination ? t("flights.internationalTo", { destination }) : t("meta.flightHome.title");
  return (
    <div className="page container">
      <PageHeader
        title={title}
        lead={t("meta.flightHome.description")}
        crumbs={[
          { label: t("nav.internationalFlights"), to: destination ? "/international-flight" : undefined },
          ...(destination ? [{ label: title }] : []),
        ]}
      />
      <FactList title={t("nav.internationalFlights")} items={[t("flights.tripTypes"), t("flights.kinds")]} />
    </div>
  );
}
