/**
 * The price-change dialog of a details page (spec §2 "price-change dialog (confirm and pay, or
 * cancel)"): the old total struck through, the new one, and the two ways on, worded by the page.
 */
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { Modal } from "./modal";
import type { PriceChange } from "./order-flow";

export function PriceChangeDialog({
  change,
  title,
  text,
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
  onClose,
}: {
  change: PriceChange;
  title: string;
  text: string;
  acceptLabel: string;
  declineLabel: string;
  onAccept: () => void;
  onDecline: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Modal title={title} role="alertdialog" onClose={onClose} className="booking-price-change">
      <p>{text}</p>
      <dl className="booking-price__list">
        <div className="booking-price__row">
          <dt>{t("booking.priceChange.old")}</dt>
          <dd>
            <s>{money(change.oldTotalPrice)}</s>
          </dd>
        </div>
        <div className="booking-price__row booking-price__row--total">
          <dt>{t("booking.priceChange.new")}</dt>
          <dd data-testid="new-price" data-price={change.newTotalPrice}>
            {money(change.newTotalPrice)}
          </dd>
        </div>
      </dl>
      <div className="booking-actions">
        <button type="button" className="button button--primary" onClick={onAccept}>
          {acceptLabel}
        </button>
        <button type="button" className="button" onClick={onDecline}>
          {declineLabel}
        </button>
      </div>
    </Modal>
  );
}
