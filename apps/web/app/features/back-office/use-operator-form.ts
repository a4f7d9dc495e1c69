/**
 * One submit for the back office's dialog forms (tickets issued by hand, cancel and refund, a refund
 * decision): the form's own check first, then the call with a busy flag, one at a time. A refusal's
 * errors land on the form's fields by message key and the first field in error takes the focus; one
 * that names no field of the form is the form's error (shown above its button); a 401 sends the
 * operator to the sign-in, back here after.
 */
import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isApiError } from "../../lib/api";
import { apiFieldErrors, type FieldErrors } from "../../lib/form-errors";
import { signInUrl } from "./access";
import { refusalMessage } from "./page-data";

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function useOperatorForm<T>(options: {
  /** The form's field names, in the order the focus looks for the first in error. */
  fields: readonly string[];
  /** The form's own check of its values (none: the values go as they are). */
  check: () => Checked<T>;
  send: (data: T) => Promise<void>;
  /** A refusal's errors on the form's fields (default: the fields' own keys). */
  fieldErrorsOf?: (error: unknown) => FieldErrors;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const form = event.currentTarget;
    /** Focuses the first field in error; false when none of the form's fields is. */
    const focusFirst = (invalid: FieldErrors) => {
      const first = options.fields.find((name) => invalid[name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return first !== undefined;
    };
    const checked = options.check();
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await options.send(checked.data);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        await navigate(signInUrl(location.pathname + location.search));
        return;
      }
      const onFields = options.fieldErrorsOf?.(error) ?? apiFieldErrors(error, options.fields);
      setErrors(onFields);
      if (!focusFirst(onFields)) setFormError(refusalMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { errors, formError, setFormError, busy, submit };
}
