/**
 * /back-office/payment-gateways (admins and finance): the gateways the payment page may offer, in
 * their order there: each one's name in the page's language and code, whether it is offered, whether
 * this server has its credentials, and its place (smaller first). A row's switch and place are saved
 * together (kept over restarts); a gateway this server cannot use is not offered, and its switch
 * says why (the server refuses it too: 409 GATEWAY_NOT_CONFIGURED, shown in the row).
 */
import { localizeDigits, type PaymentGatewayAdmin } from "@safar/domain";
import { useId } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { nameIn } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { type PaymentGateways, updatePaymentGateway } from "./pricing-api";
import { checkGateway } from "./pricing-rules";
import { Switch } from "./switch-controls";
// The badges' own look (the lists' tables bring it elsewhere).
import "./data-table.css";
import "./screens.css";
import "./pricing.css";

const PATH = "/back-office/payment-gateways";

export function PaymentGatewaysPage({ state }: { state: PageState<PaymentGateways> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.gateways.title")}>
      {(gateways) => <GatewaysView gateways={gateways} />}
    </OperatorPage>
  );
}

function GatewaysView({ gateways }: { gateways: PaymentGateways }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.gateways.title")} lead={t("back-office.gateways.lead")} />
      <section
        className="card bo-section"
        aria-labelledby="bo-gateways-list"
        aria-busy={loading || revalidator.state === "loading"}
      >
        <h2 id="bo-gateways-list">{t("back-office.gateways.listTitle")}</h2>
        {gateways.items.length === 0 ? (
          <p className="bo-empty">{t("back-office.gateways.empty")}</p>
        ) : (
          <ul className="bo-gateways">
            {gateways.items.map((gateway) => (
              <GatewayRow
                // A saved row starts again from what the server answered.
                key={`${gateway.id}-${gateway.isActive}-${gateway.sort}`}
                gateway={gateway}
                onSaved={() => void revalidator.revalidate()}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function GatewayRow({ gateway, onSaved }: { gateway: PaymentGatewayAdmin; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const name = nameIn(gateway.name, locale);
  // An unconfigured gateway cannot be offered; one offered all the same may still be withdrawn.
  const locked = !gateway.configured && !gateway.isActive;
  const form = useFormSubmit(
    { isActive: String(gateway.isActive), sort: localizeDigits(String(gateway.sort), locale) },
    {
      check: (values) => checkGateway({ isActive: values.isActive === "true", sort: values.sort }),
      fields: ["isActive", "sort"],
      send: async (data) => {
        // A refusal lands in the row: 409 GATEWAY_NOT_CONFIGURED on the switch, the place's on its field.
        await updatePaymentGateway(gateway.id, data);
        void showToast("success", t("back-office.gateways.saved", { name }));
        onSaved();
      },
    },
  );
  const sortError = form.errors.sort ? t(form.errors.sort) : undefined;
  const switchError = form.errors.isActive ? t(form.errors.isActive) : undefined;
  const changed =
    form.values.isActive !== String(gateway.isActive) ||
    form.values.sort !== localizeDigits(String(gateway.sort), locale);
  return (
    <li className="bo-gateway" data-testid="bo-gateway-row" data-code={gateway.code}>
      <form className="bo-gateway__form" onSubmit={(event) => void form.submit(event)} noValidate>
        <div className="bo-gateway__name">
          <h3 id={`${id}-name`}>{name}</h3>
          <bdi dir="ltr" className="bo-muted">
            {gateway.code}
          </bdi>
        </div>
        <div className="bo-gateway__badges">
          <span
            className={`bo-badge bo-badge--${gateway.isActive ? "open" : "closed"}`}
            data-testid="bo-gateway-offered"
          >
            {t(gateway.isActive ? "back-office.gateways.offered" : "back-office.gateways.withdrawn")}
          </span>
          <span
            className={`bo-badge bo-badge--${gateway.configured ? "open" : "pending"}`}
            data-testid="bo-gateway-configured"
          >
            {t(gateway.configured ? "back-office.gateways.configured" : "back-office.gateways.notConfigured")}
          </span>
        </div>
        <div className="bo-gateway__controls">
          <Switch
            checked={form.values.isActive === "true"}
            disabled={locked}
            invalid={Boolean(switchError)}
            describedBy={locked || switchError ? `${id}-why` : undefined}
            onChange={(checked) => form.setValue("isActive", String(checked))}
          >
            {t("back-office.gateways.offer", { name })}
          </Switch>
          <Field id={`${id}-sort`} label={t("back-office.gateways.sort")} error={sortError}>
            <input
              {...inputProps(`${id}-sort`, sortError)}
              name="sort"
              className="input bo-gateway__sort"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={form.values.sort}
              onChange={(event) => form.setValue("sort", event.target.value)}
            />
          </Field>
          <button
            type="submit"
            className="button button--primary bo-button--small"
            disabled={form.busy || !changed}
            aria-busy={form.busy}
            aria-label={t("back-office.gateways.saveLabel", { name })}
          >
            {t("back-office.gateways.save")}
          </button>
        </div>
        {locked || switchError ? (
          <p className="bo-note bo-gateway__why" id={`${id}-why`} role={switchError ? "alert" : undefined}>
            {switchError ?? t("back-office.gateways.cannotOffer")}
          </p>
        ) : null}
      </form>
    </li>
  );
}
