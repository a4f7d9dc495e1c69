/**
 * The back office's dialogs: a centred sheet that Back does not close (an operator's half-typed
 * decision is not lost to a stray gesture), and the form inside one with its error and its two
 * actions. The refund, cancel-and-refund and offline-tickets dialogs are these.
 */
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";
import { FormError } from "./page-states";

export function OperatorDialog({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      variant="sheet"
      side="center"
      title={title}
      closeLabel={t("back-office.close")}
      closeOnBack={false}
      className="bo-dialog"
      onClose={onClose}
    >
      {children}
    </Dialog>
  );
}

export function OperatorDialogForm({
  title,
  onClose,
  onSubmit,
  busy,
  formError,
  submitLabel,
  cancelLabel,
  testId,
  errorTestId,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  formError: string | null;
  submitLabel: string;
  cancelLabel: string;
  /** `data-testid` of the form and of its error. */
  testId: string;
  errorTestId: string;
  children: ReactNode;
}) {
  return (
    <OperatorDialog title={title} onClose={onClose}>
      <form
        className="bo-form bo-dialog__body"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid={testId}
      >
        {children}
        <FormError message={formError} testId={errorTestId} />
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </OperatorDialog>
  );
}
