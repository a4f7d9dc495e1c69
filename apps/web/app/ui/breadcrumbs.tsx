import { Link } from "react-router";
import { useTranslation } from "../lib/use-translation";

export type Crumb = { label: string; to?: string };

/** Home › … › current page. The last crumb is the current page (aria-current). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t("common.home"), to: "/" }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={t("common.breadcrumb")}>
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.to ?? crumb.label} className="crumb">
              {last || !crumb.to ? (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
