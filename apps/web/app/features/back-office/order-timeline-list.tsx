/**
 * The order's one timeline (order-timeline.ts), oldest first: each entry with its time, what it was
 * (an order record in the operators' words, a supplier call, a message, a ledger movement) and its
 * facts; a failed supplier call or message in red with the error as it came.
 */
import type {
  LedgerMovement,
  OrderActivity,
  OrderMessage,
  OrderTimelineEvent,
  SupplierCall,
} from "@safar/domain";
import type { ReactNode } from "react";
import { displayDateTime, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { messageKindKey, orderTimeline } from "./order-timeline";
import { SignedAmount } from "./wallet-adjustments-page";

export function OrderTimeline({
  events,
  activity,
}: {
  events: OrderTimelineEvent[];
  activity: OrderActivity;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const entries = orderTimeline(events, activity);
  if (entries.length === 0) return <p className="bo-empty">{t("back-office.order.timeline.empty")}</p>;
  return (
    <ol className="bo-timeline" aria-labelledby="bo-timeline-title">
      {entries.map((entry, index) => {
        const failed =
          (entry.source === "supplier" && !entry.call.ok) ||
          (entry.source === "message" && !entry.message.ok);
        return (
          <li
            // The entries of an order never move: their place in the list is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={`bo-timeline__entry bo-timeline__entry--${entry.source}${failed ? " bo-timeline__entry--failed" : ""}`}
            data-testid="bo-timeline-entry"
            data-source={entry.source}
          >
            <time dateTime={entry.at} className="bo-timeline__at">
              {displayDateTime(entry.at, locale)}
            </time>
            <div className="bo-timeline__body">
              {entry.source === "event" ? <EventEntry event={entry.event} /> : null}
              {entry.source === "supplier" ? <SupplierEntry call={entry.call} /> : null}
              {entry.source === "message" ? <MessageEntry message={entry.message} /> : null}
              {entry.source === "ledger" ? <LedgerEntry movement={entry.movement} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Entry({ source, title, children }: { source: string; title: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="bo-timeline__title">
        <span className="bo-timeline__source">{t(`back-office.order.timeline.source.${source}`)}</span>
        <strong>{title}</strong>
      </p>
      {children ? <p className="bo-timeline__facts">{children}</p> : null}
    </>
  );
}

function EventEntry({ event }: { event: OrderTimelineEvent }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Entry source="event" title={t(`back-office.order.timeline.event.${event.kind}`)}>
      {event.amount !== null ? <span>{money(event.amount, locale)}</span> : null}
      {event.reference === "wallet" ? (
        <span>{t("back-office.order.wallet")}</span>
      ) : event.reference ? (
        <bdi dir="ltr">{event.reference}</bdi>
      ) : null}
    </Entry>
  );
}

function SupplierEntry({ call }: { call: SupplierCall }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Entry
      source="supplier"
      title={t(`back-office.order.timeline.supplier.${call.operation}`, { provider: call.provider })}
    >
      <span>{t(call.ok ? "back-office.order.timeline.ok" : "back-office.order.timeline.failed")}</span>
      <span>{t("back-office.order.timeline.duration", { ms: formatNumber(call.durationMs, locale) })}</span>
      <code dir="ltr" className="bo-id">
        {call.holdId}
      </code>
      {call.error ? (
        <code dir="ltr" className="bo-timeline__error">
          {call.error}
        </code>
      ) : null}
    </Entry>
  );
}

function MessageEntry({ message }: { message: OrderMessage }) {
  const { t } = useTranslation();
  const kind = messageKindKey(message.kind);
  return (
    <Entry
      source="message"
      title={t("back-office.order.timeline.message", {
        channel: t(`back-office.order.timeline.channel.${message.channel}`),
        kind: kind ? t(`back-office.order.timeline.messageKind.${kind}`) : message.kind,
      })}
    >
      <bdi dir="ltr">{message.recipient}</bdi>
      <span>{t(message.ok ? "back-office.order.timeline.sent" : "back-office.order.timeline.notSent")}</span>
      {message.error ? (
        <code dir="ltr" className="bo-timeline__error">
          {message.error}
        </code>
      ) : null}
    </Entry>
  );
}

function LedgerEntry({ movement }: { movement: LedgerMovement }) {
  const { t } = useTranslation();
  return (
    <Entry
      source="ledger"
      title={t(`back-office.order.timeline.ledger.${movement.reason}`, { defaultValue: movement.reason })}
    >
      <code dir="ltr" className="bo-id">
        {movement.reference}
      </code>
      {movement.entries.map((leg, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a movement's legs never move
        <span key={index}>
          {t(`back-office.order.timeline.account.${leg.account}`, { defaultValue: leg.account })}{" "}
          <SignedAmount amount={leg.amount} />
        </span>
      ))}
    </Entry>
  );
}
