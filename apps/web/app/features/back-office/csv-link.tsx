/**
 * "CSV": the list as the server writes it for a spreadsheet (`format=csv` on the list's own URL,
 * with the filters shown: every page, UTF-8). A plain download link: the operator's cookie goes along.
 */
import { api } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";

export function csvHref(path: string, query: Record<string, string | number | undefined>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return api().url(`back-office/${path}`, "api", { ...filters, format: "csv" });
}

export function CsvLink({
  path,
  query,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <a className="button bo-button--small bo-csv" href={csvHref(path, query)} download data-testid="bo-csv">
      {t("back-office.csv")}
    </a>
  );
}
