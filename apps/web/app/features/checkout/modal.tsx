/**
 * The booking pages' dialogs (price change, saved passengers): the site's dialog (ui/dialog) as a
 * centred card with the booking close label. Focus, Tab, Escape and the backdrop are the dialog's.
 * Back does not close these by default: the page that wants it owns the history entry.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";

export function Modal({
  title,
  onClose,
  children,
  role = "dialog",
  className,
  closeLabel,
  closeOnBack = false,
}: {
  title: string;
  /** Escape, the close button, a click on the backdrop (or Back, with `closeOnBack`). */
  onClose: () => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  className?: string;
  closeLabel?: string;
  closeOnBack?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      role={role}
      closeLabel={closeLabel ?? t("booking.close")}
      closeOnBack={closeOnBack}
      className={`booking-modal${className ? ` ${className}` : ""}`}
      onClose={onClose}
    >
      <div className="booking-modal__body">{children}</div>
    </Dialog>
  );
}
