import { useTranslation } from "../../lib/use-translation";
import { FactList, PageHeader } from "../../ui/page-header";

export function HotelHomePage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t("meta.hotelHome.title")} lead={t("meta.hotelHome.description")} />
      <FactList title={t("hotels.kinds")} items={[t("hotels.searchFacts"), t("hotels.childAges")]} />
    </div>
  );
}
