/**
 * /back-office/vouchers (admins, finance and content): the discount vouchers, newest first (the page
 * in the URL), with what each takes off, the smallest order, its usage against its limits, its end
 * and whether it is on; each one switched off (no new order may apply it; orders that did keep it)
 * or on again. Below, the form that creates one (voucher-form.tsx).
 */
import type { VoucherView } from "@safar/domain";
import { useMemo } from "react";
import { useRevalidator } from "react-router";
import { displayDateTime, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { CsvLink } from "./csv-link";
import { columnHelper, DataTable } from "./data-table";
import { type ListPaging, ListResults, listPaging, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { setVoucherActive, type VouchersPage as VouchersPageData } from "./pricing-api";
import { VOUCHERS_PAGE_SIZE, voucherState, vouchersQuery } from "./pricing-rules";
import { SwitchButton } from "./switch-controls";
import { useNow } from "./use-now";
import { VoucherForm } from "./voucher-form";
import "./screens.css";
import "./pricing.css";

const PATH = "/back-office/vouchers";

export function VouchersPage({ state, page }: { state: PageState<VouchersPageData>; page: number }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.vouchers.title")}>
      {(vouchers) => <VouchersView vouchers={vouchers} page={page} />}
    </OperatorPage>
  );
}

function VouchersView({ vouchers, page }: { vouchers: VouchersPageData; page: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const loading = useListLoading(PATH);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.vouchers.title")} lead={t("back-office.vouchers.lead")}>
        <CsvLink path="vouchers" query={vouchersQuery(page)} />
      </PageTitle>
      <section
        className="card bo-section"
        aria-labelledby="bo-vouchers-list"
        aria-busy={loading || revalidator.state === "loading"}
      >
        <h2 id="bo-vouchers-list">{t("back-office.vouchers.listTitle")}</h2>
        <ListResults
          total={vouchers.total}
          countKey="back-office.vouchers.count"
          countTestId="bo-voucher-count"
          empty={vouchers.items.length === 0}
          emptyText={t("back-office.vouchers.empty")}
        >
          <VouchersTable
            items={vouchers.items}
            onChanged={() => void revalidator.revalidate()}
            paging={listPaging(
              PATH,
              { page, pageSize: VOUCHERS_PAGE_SIZE, total: vouchers.total },
              (n) => new URLSearchParams(n > 1 ? { page: String(n) } : {}),
            )}
          />
        </ListResults>
      </section>
      <VoucherForm onCreated={() => void revalidator.revalidate()} />
    </div>
  );
}

const helper = columnHelper<VoucherView>();

function VouchersTable({
  items,
  paging,
  onChanged,
}: {
  items: VoucherView[];
  paging: ListPaging;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const now = useNow(60_000);
  const columns = useMemo(() => {
    const n = (value: number) => formatNumber(value, locale);
    return [
      helper.accessor("code", {
        header: t("back-office.vouchers.columns.code"),
        cell: (info) => (
          <span className="bo-stack">
            <bdi dir="ltr" className="bo-code">
              {info.getValue()}
            </bdi>
            {info.row.original.description ? (
              <bdi dir="auto" className="bo-muted bo-typed">
                {info.row.original.description}
              </bdi>
            ) : null}
          </span>
        ),
      }),
      helper.display({
        id: "discount",
        header: t("back-office.vouchers.columns.discount"),
        cell: (info) => {
          const v = info.row.original;
          if (v.kind === "fixed") return money(v.amount ?? 0, locale);
          return (
            <span className="bo-stack">
              <span>{t("back-office.vouchers.percentOff", { percent: n(v.percent ?? 0) })}</span>
              {v.maxDiscount !== null ? (
                <span className="bo-muted">
                  {t("back-office.vouchers.capOf", { amount: money(v.maxDiscount, locale) })}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      helper.accessor("minimumOrder", {
        header: t("back-office.vouchers.columns.minimum"),
        cell: (info) => (info.getValue() > 0 ? money(info.getValue(), locale) : "—"),
      }),
      helper.display({
        id: "usage",
        header: t("back-office.vouchers.columns.usage"),
        cell: (info) => {
          const v = info.row.original;
          return (
            <span className="bo-stack" data-testid="bo-voucher-usage">
              <span>
                {v.totalLimit === null
                  ? t("back-office.vouchers.usedNoLimit", { used: n(v.usedCount) })
                  : t("back-office.vouchers.usedOf", { used: n(v.usedCount), limit: n(v.totalLimit) })}
              </span>
              {v.perCustomerLimit !== null ? (
                <span className="bo-muted">
                  {t("back-office.vouchers.perCustomerOf", { limit: n(v.perCustomerLimit) })}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      helper.accessor("expiresAt", {
        header: t("back-office.vouchers.columns.ends"),
        cell: (info) => {
          const at = info.getValue();
          return at ? (
            <time dateTime={at}>{displayDateTime(at, locale)}</time>
          ) : (
            t("back-office.vouchers.noEnd")
          );
        },
      }),
      helper.accessor("isActive", {
        header: t("back-office.vouchers.columns.state"),
        cell: (info) => {
          const state = voucherState(info.row.original, now);
          return (
            <span
              className={`bo-badge bo-badge--${state === "active" ? "open" : state === "off" ? "closed" : "pending"}`}
              data-testid="bo-voucher-state"
            >
              {t(`back-office.vouchers.state.${state}`)}
            </span>
          );
        },
      }),
      helper.display({
        id: "actions",
        header: t("back-office.vouchers.columns.actions"),
        cell: (info) => {
          const { id, code, isActive } = info.row.original;
          return (
            <SwitchButton
              on={!isActive}
              run={async () => {
                await setVoucherActive(id, !isActive);
                onChanged();
              }}
              done={t(isActive ? "back-office.vouchers.switchedOff" : "back-office.vouchers.switchedOn", {
                code,
              })}
              label={t(isActive ? "back-office.vouchers.switchOff" : "back-office.vouchers.switchOn")}
              ariaLabel={t(
                isActive ? "back-office.vouchers.switchOffLabel" : "back-office.vouchers.switchOnLabel",
                { code },
              )}
            />
          );
        },
      }),
    ];
  }, [t, locale, now, onChanged]);
  return (
    <DataTable
      label={t("back-office.vouchers.listTitle")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-voucher-row"
      paging={paging}
    />
  );
}
