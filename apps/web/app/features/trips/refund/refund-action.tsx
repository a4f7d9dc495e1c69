/**
 * The refund request of an order (spec §2 refund request form, §5 rules, §9 24 hours and 72 working
 * hours): a button that opens the form in a dialog. The form shows each traveller and flight with
 * what was paid, the fare's penalty now and what comes back; the customer picks the items, where the
 * money goes (the wallet, decided at once when the fare allows, or a bank account, IBAN or card), a
 * reason, types their name and accepts the cancellation policy. Rules are the domain's schema; the
 * server's meta.errors land on their fields.
 */
import {
  createRefundRequestSchema,
  type RefundableItems,
  type RefundReason,
  type RefundRequestView,
} from "@safar/domain";
import { createContext, useContext, useEffect, useId, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { validate } from "../../../lib/form-errors";
import { displayMoment, nameIn } from "../../../lib/format";
import { useMoney } from "../../../lib/format-money";
import { useCurrentUser, useSignedIn } from "../../../lib/session-store";
import { showToast } from "../../../lib/toast";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useTranslation } from "../../../lib/use-translation";
import { Dialog } from "../../../ui/dialog";
import { Field, inputProps } from "../../../ui/form-field";
import { useLocale } from "../../../ui/use-locale";
import { chosenTotals, initialChoice, toggleItem } from "./refund-choice";
import { createRefundRequest, getRefundableItems, getRefundReasons } from "./refunds-api";
import "./refunds.css";

type Loaded = { items: RefundableItems; reasons: RefundReason[] };
const FIELDS = [
  "reason",
  "name",
  "accountNumber",
  "iban",
  "cardNumber",
  "cancellationPolicyAccepted",
  "itemIds",
  "orderId",
];

/**
 * What an item is, under its traveller's name: a flight's route (the default), or what the order's
 * page provides (a hotel's name, for its one item: the stay).
 */
export const RefundItemWhat = createContext<((item: RefundableItems["items"][number]) => string) | null>(
  null,
);

/** The "request a refund" button and its dialog; `onDone` runs after a request is made. */
export function RefundAction({
  orderId,
  onDone,
}: {
  orderId: string;
  onDone?: (request: RefundRequestView) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t("refunds.request")}
      </button>
      {open ? (
        <Dialog
          variant="sheet"
          side="center"
          title={t("refunds.title")}
          closeLabel={t("refunds.close")}
          className="refund-dialog"
          onClose={() => setOpen(false)}
        >
          <RefundForm
            orderId={orderId}
            onDone={(request) => {
              setOpen(false);
              onDone?.(request);
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
}

function RefundForm({ orderId, onDone }: { orderId: string; onDone: (request: RefundRequestView) => void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | "error" | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads after an error
  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    Promise.all([getRefundableItems(orderId, controller.signal), getRefundReasons(controller.signal)])
      .then(([items, reasons]) => setLoaded({ items, reasons }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded("error");
      });
    return () => controller.abort();
  }, [orderId, attempt]);

  if (loaded === null)
    return (
      <div className="skeleton refund-skeleton" aria-busy="true">
        <span className="visually-hidden">{t("refunds.loading")}</span>
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
        <div className="skeleton__line" />
      </div>
    );
  if (loaded === "error")
    return (
      <div role="alert" className="refund-error">
        <p>{t("refunds.loadError")}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t("refunds.retry")}
        </button>
      </div>
    );
  return <RefundFormBody orderId={orderId} loaded={loaded} onDone={onDone} />;
}

function RefundFormBody({
  orderId,
  loaded,
  onDone,
}: {
  orderId: string;
  loaded: Loaded;
  onDone: (request: RefundRequestView) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const root = useRouteLoaderData("root") as { signedIn?: boolean } | undefined;
  const user = useCurrentUser(useSignedIn(root?.signedIn ?? false));
  const userName =
    user.status === "ready" ? [user.user.firstName, user.user.lastName].filter(Boolean).join(" ") : "";
  const { items } = loaded.items;
  const [chosen, setChosen] = useState(() => initialChoice(items));
  const totals = chosenTotals(items, chosen);

  const { values, setValue, errors, busy, submit } = useFormSubmit(
    {
      destination: "Wallet",
      reason: "",
      description: "",
      name: userName,
      accountNumber: "",
      iban: "",
      cardNumber: "",
      cancellationPolicyAccepted: "",
    },
    {
      check: (v) => {
        const body = {
          ...v,
          orderId,
          itemIds: [...chosen],
          cancellationPolicyAccepted: v.cancellationPolicyAccepted === "yes",
          description: v.description.trim() || undefined,
        };
        if (chosen.size === 0) return { ok: false, errors: { itemIds: "REFUND_ITEMS_ARE_INVALID" } };
        return validate(createRefundRequestSchema(userName), body);
      },
      fields: FIELDS,
      send: async (body) => {
        const request = await createRefundRequest(body);
        void showToast(
          "success",
          t(request.status === "Refunded" ? "refunds.doneWallet" : "refunds.doneRequested"),
        );
        onDone(request);
      },
    },
  );

  // The account's name fills the field once it is known. The dialog may open before CurrentUser
  // answers (a quick click after the page loads), and the form's first values were taken then.
  const nameFilled = useRef(userName !== "");
  useEffect(() => {
    if (!userName || nameFilled.current) return;
    nameFilled.current = true;
    if (values.name === "") setValue("name", userName);
  }, [userName, values.name, setValue]);

  if (!items.some((item) => item.isRefundable)) {
    return (
      <div className="refund-empty">
        <p>{t("refunds.nothing")}</p>
        <ItemList items={items} chosen={chosen} onToggle={() => undefined} />
      </div>
    );
  }

  const error = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  const bank = values.destination === "Bank";
  const text = (name: "name" | "accountNumber" | "iban" | "cardNumber", extra: object = {}) => (
    <Field id={`${id}-${name}`} label={t(`refunds.field.${name}`)} error={error(name)}>
      <input
        {...inputProps(`${id}-${name}`, errors[name])}
        className="input"
        value={values[name]}
        onChange={(event) => setValue(name, event.target.value)}
        {...extra}
      />
    </Field>
  );

  return (
    <form className="refund-form" noValidate onSubmit={submit}>
      <fieldset className="refund-form__items">
        <legend>{t("refunds.items")}</legend>
        <ItemList
          items={items}
          chosen={chosen}
          onToggle={(itemId) => setChosen(toggleItem(items, chosen, itemId))}
        />
        {errors.itemIds ? (
          <p className="field__error" role="alert">
            {t(errors.itemIds)}
          </p>
        ) : null}
      </fieldset>

      <dl className="refund-form__totals" aria-live="polite">
        <div>
          <dt>{t("refunds.paid")}</dt>
          <dd>{money(totals.paid)}</dd>
        </div>
        <div>
          <dt>{t("refunds.penalty")}</dt>
          <dd>{money(totals.penalty)}</dd>
        </div>
        <div className="refund-form__refund">
          <dt>{t("refunds.refund")}</dt>
          <dd>{money(totals.refund)}</dd>
        </div>
      </dl>

      <fieldset className="refund-form__destination">
        <legend>{t("refunds.destination")}</legend>
        {(["Wallet", "Bank"] as const).map((value) => (
          <label key={value} className="refund-form__choice">
            <input
              type="radio"
              name={`${id}-destination`}
              value={value}
              checked={values.destination === value}
              onChange={() => setValue("destination", value)}
            />
            <span>
              <strong>{t(`refunds.to${value}`)}</strong>
              <small>{t(`refunds.to${value}Hint`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {bank ? (
        <div className="refund-form__bank">
          <p className="field__hint">{t("refunds.bankHint")}</p>
          {text("iban", { inputMode: "numeric", dir: "ltr", autoComplete: "off" })}
          {text("accountNumber", { inputMode: "numeric", dir: "ltr", autoComplete: "off" })}
          {text("cardNumber", { inputMode: "numeric", dir: "ltr", autoComplete: "cc-number" })}
        </div>
      ) : null}

      <Field id={`${id}-reason`} label={t("refunds.field.reason")} error={error("reason")}>
        <select
          {...inputProps(`${id}-reason`, errors.reason)}
          className="input"
          value={values.reason}
          onChange={(event) => setValue("reason", event.target.value)}
        >
          <option value="">{t("refunds.chooseReason")}</option>
          {loaded.reasons.map((reason) => (
            <option key={reason.id} value={String(reason.id)}>
              {nameIn(reason.name, locale)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-description`} label={t("refunds.field.description")}>
        <textarea
          id={`${id}-description`}
          className="input"
          rows={2}
          maxLength={1000}
          value={values.description}
          onChange={(event) => setValue("description", event.target.value)}
        />
      </Field>
      {text("name", {
        autoComplete: "name",
        "aria-describedby": errors.name ? `${id}-name-error` : `${id}-name-hint`,
      })}
      <p className="field__hint" id={`${id}-name-hint`}>
        {userName ? t("refunds.nameHint") : <Link to="/profile/account">{t("refunds.noName")}</Link>}
      </p>

      <div className={`field${errors.cancellationPolicyAccepted ? " field--invalid" : ""}`}>
        <label className="refund-form__agree">
          <input
            type="checkbox"
            {...inputProps(`${id}-cancellationPolicyAccepted`, errors.cancellationPolicyAccepted)}
            checked={values.cancellationPolicyAccepted === "yes"}
            onChange={(event) => setValue("cancellationPolicyAccepted", event.target.checked ? "yes" : "")}
          />
          <span>
            {t("refunds.agree")}{" "}
            <Link to="/privacy" target="_blank" rel="noopener">
              {t("refunds.policy")}
            </Link>
          </span>
        </label>
        {errors.cancellationPolicyAccepted ? (
          <p className="field__error" id={`${id}-cancellationPolicyAccepted-error`} role="alert">
            {t(errors.cancellationPolicyAccepted)}
          </p>
        ) : null}
      </div>

      <p className="refund-form__promise">{t("refunds.promise")}</p>
      <div className="refund-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t("refunds.sending") : t("refunds.send", { amount: money(totals.refund) })}
        </button>
      </div>
    </form>
  );
}

function ItemList({
  items,
  chosen,
  onToggle,
}: {
  items: RefundableItems["items"];
  chosen: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const what = useContext(RefundItemWhat) ?? ((item) => `${item.origin} → ${item.destination}`);
  return (
    <ul className="refund-items">
      {items.map((item) => (
        <li key={item.itemId} className={item.isRefundable ? "" : "refund-items__blocked"}>
          <label>
            <input
              type="checkbox"
              checked={item.isRefundable && chosen.has(item.itemId)}
              disabled={!item.isRefundable}
              onChange={() => onToggle(item.itemId)}
            />
            <span className="refund-items__who">
              <bdi>{item.passengerName}</bdi>
              <small>
                <bdi>{what(item)}</bdi> · {displayMoment(item.departureTime, locale)}
              </small>
            </span>
            <span className="refund-items__amounts">
              {item.isRefundable ? (
                <>
                  <strong>{money(item.refundableAmount)}</strong>
                  <small>
                    {t("refunds.itemPenalty", {
                      percent: new Intl.NumberFormat(locale, { style: "percent" }).format(
                        (item.penaltyPercent ?? 0) / 100,
                      ),
                      amount: money(item.penaltyAmount),
                    })}
                  </small>
                </>
              ) : (
                <small>{t(`refunds.blocked.${item.blockedBy ?? "NotRefundableFare"}`)}</small>
              )}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
