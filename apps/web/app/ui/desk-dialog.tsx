/**
 * "Complete it with our team" (the site's one dialog, decision 011): what the customer chose, how
 * the agency's desk completes it, and the two ways to reach it: WhatsApp with a prefilled message
 * in the customer's language, or the support phone. The hotel page's rates paid at the hotel and
 * the visa box (until visas are applied for online) open it.
 */
import { siteConfig } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import { type ReactNode, useId } from "react";
import { whatsappLink } from "../lib/whatsapp";
import { Dialog } from "./dialog";
import { ChatIcon, PhoneIcon } from "./icons";
import { useLocale } from "./use-locale";
import "./desk-dialog.css";

export type DeskRow = {
  label: string;
  value: ReactNode;
  /** A second, quieter line under the value. */
  sub?: ReactNode;
  testId?: string;
  /** The row's amount as data (`data-price`), for the total. */
  price?: number;
  /** The last row, set apart: the total. */
  total?: boolean;
};

export function DeskDialog({
  title,
  closeLabel,
  rows,
  how,
  message,
  whatsappLabel,
  callLabel,
  note,
  testIdPrefix,
  className,
  onClose,
}: {
  title: string;
  closeLabel: string;
  rows: DeskRow[];
  /** How the desk completes it (the dialog's description). */
  how: string;
  /** The WhatsApp message, prefilled. */
  message: string;
  whatsappLabel: string;
  /** The phone button's label, given the number in the page's digits. */
  callLabel: (number: string) => string;
  note: string;
  /** Prefix of the test ids of the WhatsApp and phone links (`book-whatsapp`, `book-phone`). */
  testIdPrefix: string;
  className?: string;
  onClose: () => void;
}) {
  const { locale } = useLocale();
  const howId = useId();
  const phone = siteConfig.supportShortNumber;
  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      className={`desk-dialog${className ? ` ${className}` : ""}`}
      describedBy={howId}
      onClose={onClose}
    >
      <dl className="desk-dialog__summary">
        {rows.map((row) => (
          <div key={row.label} className={row.total ? "desk-dialog__total" : undefined}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId} data-price={row.price}>
              {row.value}
              {row.sub ? <span className="desk-dialog__sub">{row.sub}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p id={howId} className="desk-dialog__how">
        {how}
      </p>
      <div className="desk-dialog__actions">
        <a
          className="button button--primary"
          href={whatsappLink(siteConfig.whatsappUrl, message)}
          target="_blank"
          rel="noopener noreferrer"
          data-autofocus
          data-testid={`${testIdPrefix}-whatsapp`}
        >
          <ChatIcon />
          {whatsappLabel}
        </a>
        <a className="button button--ghost" href={`tel:${phone}`} data-testid={`${testIdPrefix}-phone`}>
          <PhoneIcon />
          {callLabel(localizeDigits(phone, locale))}
        </a>
      </div>
      <p className="desk-dialog__note">{note}</p>
    </Dialog>
  );
}
