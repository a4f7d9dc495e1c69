/**
 * One submit for the small forms (sign-in steps, profile): check the values (a domain schema through
 * `validate`, or a check of the form's own), then send them with a busy flag, one submit at a time;
 * a refused send puts the server's errors on the fields (`apiFieldErrors`) and shows every first
 * message as a toast (spec §8). A send may also answer field errors without throwing (e.g. a parent
 * that already told the customer), which are shown on the fields alone.
 */
import { useRef, useState } from "react";
import { apiFieldErrors, type FieldErrors, type SafeParser, validate } from "./form-errors";
import { showApiErrors } from "./toast";
import { useTranslation } from "./use-translation";

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export type FormSubmitOptions<V, T> = {
  /** A domain schema for the values, or a check returning `validate`'s answer. */
  check: SafeParser<T> | ((values: V) => FormCheck<T>);
  /** Sends the checked data. Throws when refused, or answers field errors it has shown itself. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a send with nothing to report resolves to void
  send: (data: T) => Promise<FieldErrors | undefined | void>;
  /** The server's error keys shown on fields (matched without case). */
  fields: readonly string[];
};

export type FormSubmitIo = {
  setErrors: (errors: FieldErrors) => void;
  setBusy: (busy: boolean) => void;
  /** A refused send's messages (a toast each). */
  showErrors: (error: unknown) => void;
};

/** The outcome of one submit: sent, refused (by the check or the server), or ignored (one under way). */
export type FormSubmitResult = "sent" | "invalid" | "refused" | "ignored";

/** The submit without React: one at a time, with its errors and busy state told to `io`. */
export function createFormSubmitter() {
  let inFlight = false;
  return async function submitForm<V, T>(
    values: V,
    options: FormSubmitOptions<V, T>,
    io: FormSubmitIo,
  ): Promise<FormSubmitResult> {
    if (inFlight) return "ignored";
    const checked =
      typeof options.check === "function" ? options.check(values) : validate(options.check, values);
    if (!checked.ok) {
      io.setErrors(checked.errors);
      return "invalid";
    }
    io.setErrors({});
    inFlight = true;
    io.setBusy(true);
    try {
      const refused = await options.send(checked.data);
      if (refused && Object.keys(refused).length > 0) {
        io.setErrors(refused);
        return "refused";
      }
      return "sent";
    } catch (error) {
      io.setErrors(apiFieldErrors(error, options.fields));
      io.showErrors(error);
      return "refused";
    } finally {
      inFlight = false;
      io.setBusy(false);
    }
  };
}

/**
 * A form's values, errors and busy flag with the submit above. `reset`: the values go back to
 * `initial` once sent (password forms). `field(name)` gives an input's value, error and onChange.
 */
export function useFormSubmit<V extends Record<string, string>, T>(
  initial: V,
  options: FormSubmitOptions<V, T> & { reset?: boolean },
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submitter = useRef<ReturnType<typeof createFormSubmitter> | null>(null);

  const submit = async (event?: { preventDefault(): void }): Promise<FormSubmitResult> => {
    event?.preventDefault();
    submitter.current ??= createFormSubmitter();
    const result = await submitter.current(values, options, {
      setErrors,
      setBusy,
      showErrors: (error) => void showApiErrors(error, t),
    });
    if (result === "sent" && options.reset) setValues(initial);
    return result;
  };

  const setValue = (name: keyof V & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  return { values, setValue, errors, setErrors, busy, submit, field };
}
