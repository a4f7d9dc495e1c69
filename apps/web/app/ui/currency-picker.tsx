/**
 * The header's currency control (spec §3 Currency, §7 GetUICurrencyCodes, §9 default USD): the
 * current code on a button; the currencies on offer in a small popover, each a POST form to the
 * language page's action (works without JavaScript), which sets the `currency` cookie and comes
 * back here; the root data then carries the new currency and every price follows.
 */
import { useRef, useState } from "react";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import type { ShownCurrency } from "../lib/currency";
import { useTranslation } from "../lib/use-translation";
import { Dialog } from "./dialog";
import { OVERLAY_PARAM } from "./overlay-history";

type RootData = { currency?: ShownCurrency; currencies?: ShownCurrency[] } | undefined;

export function CurrencyPicker() {
  const { t } = useTranslation();
  const data = useRouteLoaderData("root") as RootData;
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const current = data?.currency?.currencyCode ?? "USD";
  const currencies = data?.currencies ?? [];
  if (currencies.length < 2) return null;
  const params = new URLSearchParams(location.search);
  params.delete(OVERLAY_PARAM);
  const redirectTo = `${location.pathname}${params.size > 0 ? `?${params}` : ""}`;

  return (
    <>
      <button
        ref={button}
        type="button"
        className="currency-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t("currency.label")}: ${t(`currency.names.${current}`)}`}
        data-currency={current}
        onClick={() => setOpen(true)}
      >
        <bdi dir="ltr">{current}</bdi>
      </button>
      {open ? (
        <Dialog
          variant="popover"
          anchor={button}
          label={t("currency.choose")}
          closeOnBack={false}
          onClose={() => setOpen(false)}
        >
          <ul className="currency-list">
            {currencies.map((currency) => (
              <li key={currency.currencyCode}>
                <Form method="post" action="/multi-lang" onSubmit={() => setOpen(false)}>
                  <input type="hidden" name="currency" value={currency.currencyCode} />
                  <input type="hidden" name="redirectTo" value={redirectTo} />
                  <button
                    type="submit"
                    className="currency-list__choice"
                    aria-current={currency.currencyCode === current ? "true" : undefined}
                    data-currency={currency.currencyCode}
                  >
                    <bdi dir="ltr" className="currency-list__code">
                      {currency.currencyCode}
                    </bdi>
                    <span>{t(`currency.names.${currency.currencyCode}`)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </>
  );
}
