/**
 * The back office's tables, on TanStack Table (headless: the markup, labels and styles are ours).
 * Paging is the server's (`manualPagination` with the total as `rowCount`): the page number lives in
 * the URL, the pager's links change it and the route's loader asks the API for that page. On phones
 * each row is a small card whose cells carry their column's name.
 */
import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import "./data-table.css";

export const tableFeatureSet = tableFeatures({ rowPaginationFeature });
export type Features = typeof tableFeatureSet;
export const columnHelper = <T extends RowData>() => createColumnHelper<Features, T>();

const noPaging = () => undefined;

export function DataTable<T extends RowData>({
  label,
  data,
  columns,
  rowId,
  rowTestId,
  paging,
}: {
  label: string;
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type (TanStack's own helper type)
  columns: ColumnDef<Features, T, any>[];
  rowId: (row: T) => string;
  rowTestId?: string;
  /** Server-side paging: the 1-based page, the page size, the total, and each page's link. */
  paging?: { page: number; pageSize: number; total: number; href: (page: number) => string };
}) {
  const pagination: PaginationState = {
    pageIndex: (paging?.page ?? 1) - 1,
    pageSize: paging?.pageSize ?? Math.max(1, data.length),
  };
  const table = useTable({
    features: tableFeatureSet,
    columns,
    data,
    getRowId: (row) => rowId(row),
    manualPagination: true,
    rowCount: paging?.total ?? data.length,
    state: { pagination },
    // The page changes through the pager's links (the URL), never inside the table.
    onPaginationChange: noPaging,
  });

  return (
    <>
      <div className="bo-table-wrap">
        <table className="bo-table" aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={`bo-cell--${header.column.id}`}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={rowTestId} data-row-id={row.id}>
                {row.getAllCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <td
                      key={cell.id}
                      className={`bo-cell--${cell.column.id}`}
                      data-label={typeof header === "string" ? header : undefined}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && table.getPageCount() > 1 ? (
        <Pager
          page={pagination.pageIndex + 1}
          pages={table.getPageCount()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          href={paging.href}
        />
      ) : null}
    </>
  );
}

function Pager({
  page,
  pages,
  canPrevious,
  canNext,
  href,
}: {
  page: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <nav className="bo-pager" aria-label={t("back-office.pager.label")}>
      {canPrevious ? (
        <Link className="button" to={href(page - 1)} rel="prev" preventScrollReset>
          {t("back-office.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        {t("back-office.pager.status", {
          page: formatNumber(page, locale),
          pages: formatNumber(pages, locale),
        })}
      </span>
      {canNext ? (
        <Link className="button" to={href(page + 1)} rel="next" preventScrollReset>
          {t("back-office.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
