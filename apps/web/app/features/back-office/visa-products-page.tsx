/**
 * /back-office/visa-products (admins and visa officers, issue 15): the visa products by country,
 * each with its price, quick price and days, processing, rejection fee, documents and whether on
 * sale; "add a product" (per country) and "change" open the product's form in a dialog; a row's
 * switch takes a product off sale or back. The storefront's lists show a change within a minute
 * (their cache); a price asked for (GetTotalPrice) shows it at once.
 */
import type { VisaCountryCode, VisaProductAdmin, VisaProductsAdmin } from "@safar/domain";
import { useCallback, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { counted } from "../../lib/counted";
import { useTranslation } from "../../lib/use-translation";
import { visaAmount } from "../../lib/visa-labels";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { ListResults, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { SwitchButton } from "./switch-controls";
import { VisaProductDialog } from "./visa-product-form";
import { switchedVisaProduct } from "./visa-product-rules";
import { saveVisaProduct } from "./visa-products-api";
import "./screens.css";
import "./hotels.css";
import "./visa-products.css";

const PATH = "/back-office/visa-products";
const P = "back-office.visaProducts";

export function VisaProductsPage({ state }: { state: PageState<VisaProductsAdmin> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(data) => <VisaProductsView data={data} />}
    </OperatorPage>
  );
}

type Editing = { product: VisaProductAdmin | null; countryCode: VisaCountryCode | "" };

function VisaProductsView({ data }: { data: VisaProductsAdmin }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const loading = useListLoading(PATH);
  const [editing, setEditing] = useState<Editing | null>(null);
  const onChanged = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const countryName = (code: VisaCountryCode) =>
    data.countries.find((c) => c.countryCode === code)?.name[locale] ?? code;
  return (
    <div className="bo-page">
      <PageTitle title={t(`${P}.title`)} lead={t(`${P}.lead`)}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ product: null, countryCode: "" })}
        >
          {t(`${P}.new`)}
        </button>
      </PageTitle>
      {data.countries.map((country) => (
        <section
          key={country.countryCode}
          className="card bo-section"
          aria-labelledby={`bo-visa-products-${country.countryCode}`}
          aria-busy={loading || revalidator.state === "loading"}
          data-testid="bo-visa-country"
        >
          <div className="bo-hotel-section-head">
            <h2 id={`bo-visa-products-${country.countryCode}`}>{country.name[locale]}</h2>
            <button
              type="button"
              className="button bo-button--small"
              onClick={() => setEditing({ product: null, countryCode: country.countryCode })}
              aria-label={t(`${P}.addIn`, { country: country.name[locale] })}
            >
              {t(`${P}.add`)}
            </button>
          </div>
          <ListResults
            total={country.products.length}
            countKey={`${P}.count`}
            countTestId="bo-visa-product-count"
            empty={country.products.length === 0}
            emptyText={t(`${P}.empty`)}
          >
            <ProductsTable
              label={country.name[locale]}
              products={country.products}
              onEdit={(product) => setEditing({ product, countryCode: product.countryCode })}
              onChanged={onChanged}
            />
          </ListResults>
        </section>
      ))}
      {editing ? (
        <VisaProductDialog
          key={editing.product?.id ?? `new-${editing.countryCode}`}
          product={editing.product}
          countryCode={editing.countryCode}
          countryName={countryName}
          currencies={data.currencies}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

const helper = columnHelper<VisaProductAdmin>();

/** "300 dirham", "45.00 USD": as the visa pages show it, in the page's digits, on one line. */
function Amount({ value, currency }: { value: number; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return <bdi className="bo-nowrap">{visaAmount(value, currency, locale, t)}</bdi>;
}

function ProductsTable({
  label,
  products,
  onEdit,
  onChanged,
}: {
  label: string;
  products: VisaProductAdmin[];
  onEdit: (product: VisaProductAdmin) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(() => {
    const days = (n: number, key = "visas.count.days") => counted(t, key, n, locale);
    return [
      helper.accessor("name", {
        header: t(`${P}.columns.name`),
        cell: (info) => {
          const p = info.row.original;
          const stay = days(p.stay, p.stayUnit === "Hours" ? "visas.count.hours" : "visas.count.days");
          return (
            <span className="bo-stack">
              <span data-testid="bo-visa-product-name">{info.getValue()[locale]}</span>
              <span className="bo-muted">
                {t("visas.product.label", {
                  type: t(`visas.type.${p.type}`),
                  stay,
                  entry: t(`visas.entry.${p.entry}`),
                })}
              </span>
              <span className="bo-muted">{t(`${P}.validity`, { days: days(p.validityDays) })}</span>
            </span>
          );
        },
      }),
      helper.accessor("price", {
        header: t(`${P}.columns.price`),
        cell: (info) => (
          <span className="bo-stack" data-testid="bo-visa-product-price">
            <Amount value={info.getValue()} currency={info.row.original.currency} />
            <span className="bo-muted">
              {days(info.row.original.processingDays, "visas.count.workingDays")}
            </span>
          </span>
        ),
      }),
      helper.accessor("quickPrice", {
        header: t(`${P}.columns.quick`),
        cell: (info) => {
          const p = info.row.original;
          const quick = info.getValue();
          if (quick === null || p.quickProcessingDays === null)
            return <span className="bo-muted">{t(`${P}.noQuick`)}</span>;
          return (
            <span className="bo-stack">
              <Amount value={quick} currency={p.currency} />
              <span className="bo-muted">{days(p.quickProcessingDays, "visas.count.workingDays")}</span>
            </span>
          );
        },
      }),
      helper.accessor("rejectionFee", {
        header: t(`${P}.columns.rejectionFee`),
        cell: (info) => <Amount value={info.getValue()} currency={info.row.original.currency} />,
      }),
      helper.accessor("documents", {
        header: t(`${P}.columns.documents`),
        cell: (info) => (
          <ul className="bo-plain-list">
            {info.getValue().map((kind) => (
              <li key={kind}>{t(`visas.documents.${kind}`)}</li>
            ))}
          </ul>
        ),
      }),
      helper.accessor("isActive", {
        header: t(`${P}.columns.sales`),
        cell: (info) => (
          <span
            className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}
            data-testid="bo-visa-product-active"
          >
            {t(info.getValue() ? `${P}.onSale` : `${P}.offSale`)}
          </span>
        ),
      }),
      helper.display({
        id: "actions",
        header: t(`${P}.columns.actions`),
        cell: (info) => {
          const p = info.row.original;
          const name = p.name[locale];
          return (
            <span className="bo-row-actions">
              <button
                type="button"
                className="button bo-button--small"
                onClick={() => onEdit(p)}
                aria-label={t(`${P}.editLabel`, { name })}
              >
                {t(`${P}.edit`)}
              </button>
              <SwitchButton
                on={!p.isActive}
                run={async () => {
                  await saveVisaProduct(p.id, switchedVisaProduct(p, !p.isActive));
                  onChanged();
                }}
                done={t(p.isActive ? `${P}.switchedOff` : `${P}.switchedOn`)}
                label={t(p.isActive ? `${P}.switchOff` : `${P}.switchOn`)}
                ariaLabel={t(p.isActive ? `${P}.switchOffLabel` : `${P}.switchOnLabel`, { name })}
              />
            </span>
          );
        },
      }),
    ];
  }, [t, locale, onEdit, onChanged]);
  return (
    <DataTable
      label={label}
      data={products}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-visa-product-row"
    />
  );
}
