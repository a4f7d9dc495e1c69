import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";

export function TourHomePage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t("meta.tourHome.title")} lead={t("meta.tourHome.description")} />
      <p>{t("tours.intro")}</p>
    </div>
  );
}
