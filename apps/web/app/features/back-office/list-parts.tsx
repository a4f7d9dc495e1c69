/**
 * What every paged back-office list repeats: "is this list loading" (a navigation to its own path),
 * the filter form's shell (its fields written to the URL on apply, back to page 1, and a "clear" link
 * while filtered), the count with the list or its empty message, and the pager's links.
 */
import type { FormEvent, ReactNode } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { withParams } from "./back-office-query";

/** Server-side paging as DataTable takes it: the 1-based page, the page size, the total, each page's link. */
export type ListPaging = { page: number; pageSize: number; total: number; href: (page: number) => string };

/** A list's paging whose pages are `path` with the filter's parameters for page n. */
export function listPaging(
  path: string,
  paging: Omit<ListPaging, "href">,
  params: (page: number) => URLSearchParams,
): ListPaging {
  return { ...paging, href: (n) => withParams(path, params(n)) };
}

/** Whether the router is loading `path` (the list's own URL, another filter or page of it). */
export function useListLoading(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === path;
}

/** A list's filter form: on apply the URL's search becomes `toParams()`; `clearTo` shows the clear link. */
export function ListFilters({
  className = "bo-filter",
  toParams,
  clearTo,
  children,
}: {
  className?: string;
  toParams: () => URLSearchParams;
  clearTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(toParams(), { preventScrollReset: true });
  };
  return (
    <form className={className} onSubmit={apply} aria-label={t("back-office.filters.title")}>
      {children}
      <div className="bo-filter__actions">
        <button type="submit" className="button button--primary">
          {t("back-office.filters.apply")}
        </button>
        {clearTo ? (
          <Link className="button" to={clearTo} preventScrollReset>
            {t("back-office.filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** The list's count (`countKey` with the total, announced), then the list, or `emptyText` when empty. */
export function ListResults({
  total,
  countKey,
  countTestId,
  empty,
  emptyText,
  emptyTestId,
  children,
}: {
  total: number;
  countKey: string;
  countTestId: string;
  empty: boolean;
  emptyText: string;
  emptyTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <p className="bo-muted" role="status" data-testid={countTestId}>
        {t(countKey, { total: formatNumber(total, locale) })}
      </p>
      {empty ? (
        <p className="bo-empty" data-testid={emptyTestId}>
          {emptyText}
        </p>
      ) : (
        children
      )}
    </>
  );
}
