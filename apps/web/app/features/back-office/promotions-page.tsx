/**
 * /back-office/promotions (admins, operations and content, issue 16): the home page's promotions,
 * newest first, each with its days and where it stands today (running, scheduled, ended, inactive),
 * its link and voucher code; "new promotion" and "change" open its form in a dialog; a row's switch
 * deactivates one or makes it active again. The home page shows a change within a minute (its cache).
 */
import { calendarDateIn, type PromotionAdmin, promotionState } from "@safar/domain";
import { useCallback, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { ListResults, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { PromotionDialog } from "./promotion-form";
import { switchedPromotion } from "./promotion-rules";
import { savePromotion } from "./promotions-api";
import { SwitchButton } from "./switch-controls";
import "./screens.css";
import "./hotels.css";

const PATH = "/back-office/promotions";
const P = "back-office.promotions";

export function PromotionsPage({ state }: { state: PageState<PromotionAdmin[]> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(data) => <PromotionsView promotions={data} />}
    </OperatorPage>
  );
}

const todayInBaghdad = () => calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10);

function PromotionsView({ promotions }: { promotions: PromotionAdmin[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const loading = useListLoading(PATH);
  const [editing, setEditing] = useState<{ promotion: PromotionAdmin | null } | null>(null);
  const onChanged = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const today = todayInBaghdad();
  return (
    <div className="bo-page">
      <PageTitle title={t(`${P}.title`)} lead={t(`${P}.lead`)}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ promotion: null })}
        >
          {t(`${P}.new`)}
        </button>
      </PageTitle>
      <section
        className="card bo-section"
        aria-label={t(`${P}.title`)}
        aria-busy={loading || revalidator.state === "loading"}
      >
        <ListResults
          total={promotions.length}
          countKey={`${P}.count`}
          countTestId="bo-promotion-count"
          empty={promotions.length === 0}
          emptyText={t(`${P}.empty`)}
        >
          <PromotionsTable
            promotions={promotions}
            today={today}
            onEdit={(promotion) => setEditing({ promotion })}
            onChanged={onChanged}
          />
        </ListResults>
      </section>
      {editing ? (
        <PromotionDialog
          key={editing.promotion?.id ?? "new"}
          promotion={editing.promotion}
          today={today}
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

const helper = columnHelper<PromotionAdmin>();
const BADGE = { running: "open", scheduled: "pending", ended: "closed", inactive: "closed" } as const;

function PromotionsTable({
  promotions,
  today,
  onEdit,
  onChanged,
}: {
  promotions: PromotionAdmin[];
  today: string;
  onEdit: (promotion: PromotionAdmin) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("title", {
        header: t(`${P}.columns.title`),
        cell: (info) => (
          <span className="bo-stack">
            <span data-testid="bo-promotion-title">{info.getValue()[locale]}</span>
            <span className="bo-muted">{info.row.original.text[locale]}</span>
            {info.row.original.isDemo ? <span className="bo-muted">{t(`${P}.demo`)}</span> : null}
          </span>
        ),
      }),
      helper.accessor("link", {
        header: t(`${P}.columns.link`),
        cell: (info) => (
          <span className="bo-stack">
            <bdi dir="ltr">{info.getValue()}</bdi>
            {info.row.original.voucherCode ? (
              <span className="bo-muted">
                {t(`${P}.code`)} <bdi dir="ltr">{info.row.original.voucherCode}</bdi>
              </span>
            ) : null}
          </span>
        ),
      }),
      helper.accessor("startDate", {
        header: t(`${P}.columns.days`),
        cell: (info) => (
          <span className="bo-nowrap">
            {t(`${P}.days`, {
              from: displayIsoDate(info.getValue(), locale),
              to: displayIsoDate(info.row.original.endDate, locale),
            })}
          </span>
        ),
      }),
      helper.accessor("sortOrder", {
        header: t(`${P}.columns.order`),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      helper.accessor("isActive", {
        header: t(`${P}.columns.state`),
        cell: (info) => {
          const state = promotionState(info.row.original, today);
          return (
            <span className={`bo-badge bo-badge--${BADGE[state]}`} data-testid="bo-promotion-state">
              {t(`${P}.state.${state}`)}
            </span>
          );
        },
      }),
      helper.display({
        id: "actions",
        header: t(`${P}.columns.actions`),
        cell: (info) => {
          const p = info.row.original;
          const name = p.title[locale];
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
                  await savePromotion(p.id, switchedPromotion(p, !p.isActive));
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
    ],
    [t, locale, today, onEdit, onChanged],
  );
  return (
    <DataTable
      label={t(`${P}.title`)}
      data={promotions}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-promotion-row"
    />
  );
}
