/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind
 * inert and closes on Escape (reported through `onClose`). Focus returns to where it was.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../ui/icons";

export function Modal({
  title,
  onClose,
  children,
  role = "dialog",
  className,
  closeLabel,
}: {
  title: string;
  /** Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  className?: string;
  closeLabel?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault(); // the parent decides (it unmounts the dialog)
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; Escape (the dialog's cancel) and the close button are the keyboard ways
    <dialog
      ref={ref}
      className={`booking-modal${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="booking-modal__panel">
        <div className="booking-modal__head">
          <h2 id={titleId} className="booking-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={closeLabel ?? t("booking.close")}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
