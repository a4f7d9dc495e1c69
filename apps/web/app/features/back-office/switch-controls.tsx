/**
 * The money settings' two switches: a form's on/off switch (a checkbox with the switch role, its
 * value kept as "true"/"false" like the form's other strings), and a row's button that switches a
 * record on or off at once (busy while the call runs, a toast when done, the API's errors otherwise).
 */
import { type ReactNode, useState } from "react";
import { showApiErrors, showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";

export function Switch({
  checked,
  onChange,
  children,
  disabled,
  describedBy,
  invalid,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <label className="bo-switch">
      <input
        type="checkbox"
        role="switch"
        name="isActive"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

export function SwitchButton({
  on,
  run,
  done,
  label,
  ariaLabel,
}: {
  /** Whether the button switches the record on (else off). */
  on: boolean;
  run: () => Promise<unknown>;
  /** The toast once switched. */
  done: string;
  label: string;
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await run();
      void showToast("success", done);
    } catch (error) {
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`button bo-button--small${on ? " button--primary" : ""}`}
      onClick={() => void toggle()}
      disabled={busy}
      aria-busy={busy}
      aria-label={ariaLabel}
    >
      {label}
    </button>
  );
}
