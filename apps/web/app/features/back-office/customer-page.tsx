/**
 * /back-office/customers/:id: one customer's account (contact, status, when they joined and last
 * signed in), the status changes the role may make (suspend, reinstate, terminate, each with its
 * reason), the wallet's balance with finance's adjustment form and the customer's latest adjustments,
 * the latest orders (each opening the order's back-office page) and the saved travellers. After a
 * change the page is read again.
 */
import type {
  BackOfficeCustomerDetails,
  BackOfficeOrder,
  CustomerStatus,
  SavedPassenger,
  WalletAdjustment,
} from "@safar/domain";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { displayDateTime, displayIsoDate, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { may } from "./access";
import { CustomerStatusDialog } from "./customer-status-dialog";
import type { CustomerAdjustments } from "./customers-api";
import { CustomerStatusBadge, customerName } from "./customers-page";
import { statusChangesFor } from "./customers-query";
import { columnHelper, DataTable } from "./data-table";
import { useOperatorSession } from "./operator-session";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { WalletAdjustmentForm } from "./wallet-adjustment-form";
import { adjustmentColumns } from "./wallet-adjustments-page";
import "./screens.css";

/** The account's details and, for finance, its latest wallet adjustments (null for other roles). */
export type CustomerPageData = {
  details: BackOfficeCustomerDetails;
  adjustments: CustomerAdjustments | null;
};

export function CustomerPage({ state }: { state: PageState<CustomerPageData> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.customer.title")}>
      {(data) => <CustomerView details={data.details} adjustments={data.adjustments} />}
    </OperatorPage>
  );
}

function CustomerView({
  details,
  adjustments,
}: {
  details: BackOfficeCustomerDetails;
  adjustments: CustomerPageData["adjustments"];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const session = useOperatorSession();
  const revalidator = useRevalidator();
  const [change, setChange] = useState<CustomerStatus | null>(null);
  const { customer } = details;
  const name = customerName(customer);
  const changes = may(session, "customers:manage") ? statusChangesFor(customer.status) : [];
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{displayDateTime(iso, locale)}</time> : t("back-office.customers.never");
  const facts: [string, ReactNode][] = [
    [
      "phone",
      customer.phoneNumber ? (
        <bdi key="phone" dir="ltr">
          {customer.phoneNumber}
        </bdi>
      ) : (
        "—"
      ),
    ],
    [
      "email",
      customer.email ? (
        <bdi key="email" dir="ltr">
          {customer.email}
        </bdi>
      ) : (
        "—"
      ),
    ],
    ["status", <CustomerStatusBadge key="status" status={customer.status} />],
    ["created", when(customer.createdAt)],
    ["lastSignIn", when(customer.lastSignInAt)],
  ];
  return (
    <div className="bo-page">
      <PageTitle title={name || t("back-office.customers.noName")} lead={t("back-office.customer.lead")}>
        <Link className="button bo-button--small" to="/back-office/customers">
          {t("back-office.customer.back")}
        </Link>
      </PageTitle>
      <div className="bo-columns">
        <section className="card bo-section" aria-labelledby="bo-account-title" data-testid="bo-account">
          <h2 id="bo-account-title">{t("back-office.customer.account")}</h2>
          <dl className="bo-facts">
            {facts.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`back-office.customer.fields.${key}`)}</dt>
                <dd data-fact={key}>{value}</dd>
              </div>
            ))}
          </dl>
          {customer.status === "terminated" ? (
            <p className="bo-note">{t("back-office.customer.terminatedNote")}</p>
          ) : null}
          {changes.length > 0 ? (
            <div className="bo-form__actions">
              {changes.map((next) => (
                <button
                  key={next}
                  type="button"
                  className={`button bo-button--small${next === "terminated" ? " bo-button--danger" : ""}`}
                  onClick={() => setChange(next)}
                >
                  {t(`back-office.customer.change.${next}.open`)}
                </button>
              ))}
            </div>
          ) : null}
        </section>
        <section className="card bo-section" aria-labelledby="bo-wallet-title" data-testid="bo-wallet">
          <h2 id="bo-wallet-title">{t("back-office.customer.wallet")}</h2>
          <p className="bo-figure">
            <strong data-testid="bo-wallet-balance">{money(details.walletBalance, locale)}</strong>
          </p>
          {may(session, "wallets:adjust") && adjustments ? (
            <WalletAdjustmentForm
              userId={customer.userId}
              approvalAbove={adjustments.approvalAbove}
              onDone={() => void revalidator.revalidate()}
            />
          ) : null}
        </section>
      </div>
      {adjustments ? (
        <section className="card bo-section" aria-labelledby="bo-adjustments-title">
          <h2 id="bo-adjustments-title">{t("back-office.customer.adjustments")}</h2>
          <p className="bo-muted" data-testid="bo-customer-adjustment-count">
            {t("back-office.customer.adjustmentsCount", {
              shown: formatNumber(adjustments.items.length, locale),
              total: formatNumber(adjustments.total, locale),
            })}
          </p>
          {adjustments.items.length === 0 ? (
            <p className="bo-empty">{t("back-office.customer.noAdjustments")}</p>
          ) : (
            <AdjustmentsTable items={adjustments.items} />
          )}
        </section>
      ) : null}
      <section className="card bo-section" aria-labelledby="bo-orders-title">
        <h2 id="bo-orders-title">{t("back-office.customer.orders")}</h2>
        <p className="bo-muted">
          {t("back-office.customer.ordersCount", {
            shown: formatNumber(details.orders.items.length, locale),
            total: formatNumber(details.orders.total, locale),
          })}
        </p>
        {details.orders.items.length === 0 ? (
          <p className="bo-empty">{t("back-office.customer.noOrders")}</p>
        ) : (
          <OrdersTable items={details.orders.items} />
        )}
      </section>
      <section className="card bo-section" aria-labelledby="bo-travellers-title">
        <h2 id="bo-travellers-title">{t("back-office.customer.travellers")}</h2>
        {details.travellers.length === 0 ? (
          <p className="bo-empty">{t("back-office.customer.noTravellers")}</p>
        ) : (
          <TravellersTable items={details.travellers} />
        )}
      </section>
      {change ? (
        <CustomerStatusDialog
          customer={customer}
          status={change}
          onClose={() => setChange(null)}
          onDone={() => {
            setChange(null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}

function AdjustmentsTable({ items }: { items: WalletAdjustment[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(() => adjustmentColumns(t, locale), [t, locale]);
  return (
    <DataTable
      label={t("back-office.customer.adjustments")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-customer-adjustment"
    />
  );
}

const orderHelper = columnHelper<BackOfficeOrder>();

function OrdersTable({ items }: { items: BackOfficeOrder[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      orderHelper.accessor("orderNumber", {
        header: t("back-office.customer.orderColumns.number"),
        cell: (info) => (
          <Link
            to={`/back-office/orders/${info.row.original.orderId}`}
            aria-label={t("back-office.customer.openOrder", { number: info.getValue() })}
          >
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      orderHelper.accessor("status", {
        header: t("back-office.customer.orderColumns.status"),
        cell: (info) => t(`trips.status.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      orderHelper.accessor("trip", {
        header: t("back-office.customer.orderColumns.trip"),
        cell: (info) => {
          const trip = info.getValue();
          if (!trip)
            return t(`trips.type.${info.row.original.type}`, { defaultValue: info.row.original.type });
          return (
            <span className="bo-stack">
              <bdi dir="ltr">
                {trip.origin} → {trip.destination}
              </bdi>
              <time className="bo-muted" dateTime={trip.departureTime}>
                {displayDateTime(trip.departureTime, locale)}
              </time>
            </span>
          );
        },
      }),
      orderHelper.accessor("payableAmount", {
        header: t("back-office.customer.orderColumns.amount"),
        cell: (info) => money(info.getValue(), locale),
      }),
      orderHelper.accessor("registrationTime", {
        header: t("back-office.customer.orderColumns.registered"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.customer.orders")}
      data={items}
      columns={columns}
      rowId={(row) => row.orderId}
      rowTestId="bo-customer-order"
    />
  );
}

const travellerHelper = columnHelper<SavedPassenger>();

function TravellersTable({ items }: { items: SavedPassenger[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      travellerHelper.display({
        id: "name",
        header: t("back-office.customer.travellerColumns.name"),
        cell: (info) => (
          <bdi dir="ltr">
            {info.row.original.firstName} {info.row.original.lastName}
          </bdi>
        ),
      }),
      travellerHelper.accessor("type", {
        header: t("back-office.customer.travellerColumns.type"),
        cell: (info) => t(`trips.paxType.${info.getValue()}`, { defaultValue: "—" }),
      }),
      travellerHelper.accessor("birthDate", {
        header: t("back-office.customer.travellerColumns.birthDate"),
        cell: (info) => displayIsoDate(info.getValue(), locale),
      }),
      travellerHelper.display({
        id: "document",
        header: t("back-office.customer.travellerColumns.document"),
        cell: (info) => {
          const { passportNumber, nationalCode } = info.row.original;
          return <bdi dir="ltr">{passportNumber ?? nationalCode ?? "—"}</bdi>;
        },
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.customer.travellers")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-customer-traveller"
    />
  );
}
