import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { sectionLinks } from "../../ui/nav-items";
import { PageHeader } from "../../ui/page-header";

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t("meta.landing.title")} lead={t("landing.intro")} />
      <ul className="link-cards">
        {sectionLinks.slice(0, 4).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
