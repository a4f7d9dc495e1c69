/**
 * What the back office's product forms share (a hotel's and a tour's content, and the parts added or
 * changed in a dialog: a room type, a rate plan, a departure): their values kept in state with the
 * operator form's submit (use-operator-form.ts) and its toast when done, and the frames they stand
 * in: the "new" dialog (Create, Cancel), the product's own form on its page (Save), and a part's
 * dialog (Add or Save, Cancel). Their fields and the props those take are admin-fields.tsx's. The
 * labels come from the product's keys (`back-office.hotels`, `back-office.tours`): `newTitle`,
 * `create`, `created`, `save`, `saved`, `cancel`, and a part's `addTitle`, `editTitle`, `add`, `added`
 * and `saved`.
 */
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { OperatorDialogForm } from "./operator-dialog";
import { FormError } from "./page-states";
import { type Checked, useOperatorForm } from "./use-operator-form";

/** What a "new" dialog is given besides its own: its close, and what to do with the product created. */
export type NewProductProps<R> = { onClose: () => void; onCreated: (created: R) => void };

/** What a part's dialog is given besides its own: its close, and what to do once the part is saved. */
export type PartDialogProps = { onClose: () => void; onSaved: () => void };

type FormOptions<V, T> = {
  /** The product's translation keys: `back-office.hotels`, `back-office.tours`. */
  keys: string;
  initial: () => V;
  /** The form's field names, in the order the focus looks for the first in error. */
  fields: (values: V) => readonly string[];
  check: (values: V) => Checked<T>;
};

/** A form's values (`initial` once) and its submit: checked, sent, the refusals on its fields. */
function useProductForm<V, T>(
  { keys, initial, fields, check }: FormOptions<V, T>,
  send: (data: T, t: ReturnType<typeof useTranslation>["t"]) => Promise<void>,
) {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: fields(values),
    check: () => check(values),
    send: (data) => send(data, t),
  });
  return { keys, prefix, values, setValues, errors, formError, busy, submit };
}

/** The "new" dialog's form: created, a toast names the product (`created`) and `onCreated` has it. */
export function useNewProductForm<V, T, R>({
  create,
  nameOf,
  onCreated,
  ...options
}: FormOptions<V, T> &
  Pick<NewProductProps<R>, "onCreated"> & {
    create: (data: T) => Promise<R>;
    nameOf: (created: R) => string;
  }) {
  return useProductForm(options, async (data, t) => {
    const created = await create(data);
    void showToast("success", t(`${options.keys}.created`, { name: nameOf(created) }));
    onCreated(created);
  });
}

/** The product's own form on its page: saved, a toast says so (`saved`) and `onSaved` runs. */
export function useProductPageForm<V, T>({
  update,
  onSaved,
  ...options
}: FormOptions<V, T> & { update: (data: T) => Promise<unknown>; onSaved: () => void }) {
  return useProductForm(options, async (data, t) => {
    await update(data);
    void showToast("success", t(`${options.keys}.saved`));
    onSaved();
  });
}

/**
 * A part's form (`part`: its keys under the product's, `rooms`, `plans`, `departures`; `editing` when
 * it changes one): saved, a toast says it was added or changed and `onSaved` runs.
 */
export function usePartForm<V, T>({
  part,
  editing,
  save,
  onSaved,
  ...options
}: FormOptions<V, T> &
  Pick<PartDialogProps, "onSaved"> & {
    part: string;
    editing: boolean;
    save: (data: T) => Promise<unknown>;
  }) {
  const form = useProductForm(options, async (data, t) => {
    await save(data);
    void showToast("success", t(`${options.keys}.${part}.${editing ? "saved" : "added"}`));
    onSaved();
  });
  return { ...form, part, editing };
}

type FrameProps = {
  form: {
    keys: string;
    busy: boolean;
    formError: string | null;
    submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  };
  /** `data-testid` of the form and of its error. */
  testId: string;
  errorTestId: string;
  children: ReactNode;
};

/** The product's own form on its page, saved by its one button. */
export function ProductPageForm({ form, testId, errorTestId, children }: FrameProps) {
  const { t } = useTranslation();
  return (
    <form className="bo-form" onSubmit={(event) => void form.submit(event)} noValidate data-testid={testId}>
      {children}
      <FormError message={form.formError} testId={errorTestId} />
      <div className="bo-form__actions">
        <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
          {t(`${form.keys}.save`)}
        </button>
      </div>
    </form>
  );
}

/** A product's dialog form: its title and submit label are keys under the product's; Cancel closes it. */
function ProductDialogForm({
  title,
  submitLabel,
  form,
  onClose,
  testId,
  errorTestId,
  children,
}: FrameProps & { title: string; submitLabel: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OperatorDialogForm
      title={t(`${form.keys}.${title}`)}
      onClose={onClose}
      onSubmit={form.submit}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t(`${form.keys}.${submitLabel}`)}
      cancelLabel={t(`${form.keys}.cancel`)}
      testId={testId}
      errorTestId={errorTestId}
    >
      {children}
    </OperatorDialogForm>
  );
}

/** The "new hotel" or "new tour" dialog around the content's fields (its form from useNewProductForm). */
export function NewProductDialog(props: FrameProps & { onClose: () => void }) {
  return <ProductDialogForm {...props} title="newTitle" submitLabel="create" />;
}

/** Adds one of a product's parts, or changes one (its form from usePartForm). */
export function PartDialog(
  props: FrameProps & { form: FrameProps["form"] & { part: string; editing: boolean }; onClose: () => void },
) {
  const { part, editing } = props.form;
  return (
    <ProductDialogForm
      {...props}
      title={editing ? `${part}.editTitle` : `${part}.addTitle`}
      submitLabel={editing ? "save" : `${part}.add`}
    />
  );
}
