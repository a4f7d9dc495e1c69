import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type RecordedRequest, startMockHttp } from "./mock-http";

/**
 * A local HyperPay COPYandPAY (OPP) for tests, strict about its documented protocol:
 * - `POST /v1/checkouts` (Authorization: Bearer {accessToken}; form entityId, amount with exactly 2
 *   decimals, currency, paymentType=DB, merchantTransactionId) → `{id, result: {code: "000.200.100"}}`;
 * - `GET /v1/paymentWidgets.js?checkoutId=`: a script that turns `form.paymentWidgets` into a
 *   minimal card form posting to `/v1/checkouts/{id}/payment` (the shopper's browser, no token);
 *   that POST charges the card with the outcome the test chose (`setOutcome`) and redirects (302)
 *   to the form's shopperResultUrl `?id={checkoutId}&resourcePath=/v1/checkouts/{id}/payment`;
 * - `GET /v1/checkouts/{id}/payment?entityId=` (Bearer) → the payment with `result.code`
 *   (000.200.000 while the shopper has not paid).
 * A refused request is `{result: {code, description}}` with a 4xx. `setDown(true)` answers 503.
 */

export type HyperpayOutcome = "approve" | "decline" | "pending";
const CODES: Record<HyperpayOutcome, { code: string; description: string }> = {
  approve: {
    code: "000.100.110",
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  decline: { code: "800.100.151", description: "transaction declined (invalid card)" },
  pending: { code: "000.200.000", description: "transaction pending" },
};

interface Checkout {
  id: string;
  amount: string;
  currency: string;
  merchantTransactionId: string;
  payment?: { id: string; code: string; description: string; amount: string; last4: string };
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const refuse = (response: ServerResponse, status: number, code: string, description: string) =>
  json(response, status, { result: { code, description }, timestamp: new Date().toISOString() });

/** The widget: replaces each `form.paymentWidgets` with a card form posting to HyperPay. */
function widgetScript(base: string, checkoutId: string): string {
  return `(function () {
  var checkoutId = ${JSON.stringify(checkoutId)};
  var paymentUrl = ${JSON.stringify(`${base}/v1/checkouts/`)} + encodeURIComponent(checkoutId) + "/payment";
  function field(form, name, label, value) {
    var input = document.createElement("input");
    input.name = name;
    input.value = value || "";
    input.setAttribute("aria-label", label);
    input.className = "wpwl-control";
    form.appendChild(input);
  }
  function render() {
    var forms = document.querySelectorAll("form.paymentWidgets");
    for (var i = 0; i < forms.length; i++) {
      var original = forms[i];
      var card = document.createElement("form");
      card.method = "post";
      card.action = paymentUrl;
      card.className = "wpwl-form";
      card.setAttribute("data-brands", original.getAttribute("data-brands") || "");
      field(card, "paymentBrand", "Brand", (original.getAttribute("data-brands") || "VISA").split(" ")[0]);
      field(card, "card.number", "Card number");
      field(card, "card.holder", "Card holder");
      field(card, "card.expiryMonth", "MM");
      field(card, "card.expiryYear", "YYYY");
      field(card, "card.cvv", "CVV");
      var result = document.createElement("input");
      result.type = "hidden";
      result.name = "shopperResultUrl";
      result.value = original.action;
      card.appendChild(result);
      var pay = document.createElement("button");
      pay.type = "submit";
      pay.className = "wpwl-button-pay";
      pay.textContent = "Pay now";
      card.appendChild(pay);
      original.parentNode.replaceChild(card, original);
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", render);
  else render();
})();
`;
}

export async function startMockHyperpay(options: { accessToken: string; entityId: string }) {
  const checkouts = new Map<string, Checkout>();
  let outcome: HyperpayOutcome = "approve";
  let down = false;
  let base = "";

  const bearerOk = (request: RecordedRequest) =>
    request.headers.authorization === `Bearer ${options.accessToken}`;

  function paymentView(c: Checkout) {
    const p = c.payment;
    if (!p) return { result: CODES.pending, ndc: c.id, timestamp: new Date().toISOString() };
    return {
      id: p.id,
      paymentType: "DB",
      paymentBrand: "VISA",
      amount: p.amount,
      currency: c.currency,
      descriptor: "1234.5678.9012 Mock Shop",
      merchantTransactionId: c.merchantTransactionId,
      result: { code: p.code, description: p.description },
      card: {
        bin: "420000",
        last4Digits: p.last4,
        holder: "Ali Hassan",
        expiryMonth: "12",
        expiryYear: "2034",
      },
      buildNumber: "mock",
      timestamp: new Date().toISOString(),
      ndc: c.id,
    };
  }

  async function handle(request: RecordedRequest, response: ServerResponse) {
    if (down) {
      response.writeHead(503, { "content-type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
      return;
    }
    const url = new URL(request.url, "http://hyperpay.mock");
    const paymentPath = /^\/v1\/checkouts\/([A-Za-z0-9.-]+)\/payment$/.exec(url.pathname);

    if (request.method === "POST" && url.pathname === "/v1/checkouts") {
      if (!bearerOk(request))
        return refuse(response, 401, "800.900.300", "invalid authentication information");
      if (!String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
        return refuse(response, 400, "200.300.404", "invalid or missing parameter");
      const form = new URLSearchParams(request.body);
      if (form.get("entityId") !== options.entityId)
        return refuse(response, 400, "800.900.300", "invalid authentication information");
      const amount = form.get("amount") ?? "";
      if (!/^\d{1,10}\.\d{2}$/.test(amount) || Number(amount) <= 0)
        return refuse(response, 400, "200.300.404", "invalid or missing parameter: amount");
      const currency = form.get("currency") ?? "";
      if (!/^[A-Z]{3}$/.test(currency))
        return refuse(response, 400, "200.300.404", "invalid or missing parameter: currency");
      if (form.get("paymentType") !== "DB")
        return refuse(response, 400, "200.300.404", "invalid or missing parameter: paymentType");
      const merchantTransactionId = form.get("merchantTransactionId") ?? "";
      if (!merchantTransactionId)
        return refuse(response, 400, "200.300.404", "invalid or missing parameter: merchantTransactionId");
      const id = `${randomBytes(16).toString("hex").toUpperCase()}.uat01-vm-tx01`;
      checkouts.set(id, { id, amount, currency, merchantTransactionId });
      return json(response, 200, {
        result: { code: "000.200.100", description: "successfully created checkout" },
        buildNumber: "mock",
        timestamp: new Date().toISOString(),
        ndc: id,
        id,
      });
    }

    if (request.method === "GET" && url.pathname === "/v1/paymentWidgets.js") {
      const checkoutId = url.searchParams.get("checkoutId") ?? "";
      if (!checkouts.has(checkoutId)) {
        response
          .writeHead(200, { "content-type": "application/javascript" })
          .end('console.error("COPYandPAY: invalid checkout id");');
        return;
      }
      response
        .writeHead(200, { "content-type": "application/javascript" })
        .end(widgetScript(base, checkoutId));
      return;
    }

    if (request.method === "POST" && paymentPath) {
      // The widget's card form, posted by the shopper's browser.
      const c = checkouts.get(paymentPath[1] ?? "");
      if (!c) return refuse(response, 400, "200.300.404", "No payment session found for the requested id");
      const form = new URLSearchParams(request.body);
      const shopperResultUrl = form.get("shopperResultUrl") ?? "";
      const number = (form.get("card.number") ?? "").replace(/\s/g, "");
      if (!URL.canParse(shopperResultUrl) || !/^\d{12,19}$/.test(number))
        return refuse(response, 400, "100.100.101", "invalid creditcard, bank account number or bank name");
      if (!c.payment || c.payment.code === CODES.pending.code)
        c.payment = {
          id: randomBytes(16).toString("hex"),
          ...CODES[outcome],
          amount: c.amount,
          last4: number.slice(-4),
        };
      const back = new URL(shopperResultUrl);
      back.searchParams.set("id", c.id);
      back.searchParams.set("resourcePath", `/v1/checkouts/${c.id}/payment`);
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (request.method === "GET" && paymentPath) {
      if (!bearerOk(request))
        return refuse(response, 401, "800.900.300", "invalid authentication information");
      if (url.searchParams.get("entityId") !== options.entityId)
        return refuse(response, 400, "800.900.300", "invalid authentication information");
      const c = checkouts.get(paymentPath[1] ?? "");
      if (!c) return refuse(response, 400, "200.300.404", "No payment session found for the requested id");
      return json(response, 200, paymentView(c));
    }

    refuse(response, 404, "200.300.404", `no route ${request.method} ${url.pathname}`);
  }

  const server = await startMockHttp((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  base = server.url;

  return {
    url: server.url,
    requests: server.requests,
    close: server.close,
    checkouts,
    /** What the next card payments come to. */
    setOutcome(next: HyperpayOutcome) {
      outcome = next;
    },
    /** HyperPay finishes a pending payment later (as the status call will then tell). */
    finish(checkoutId: string, next: HyperpayOutcome) {
      const p = checkouts.get(checkoutId)?.payment;
      if (!p) throw new Error(`no payment on checkout ${checkoutId}`);
      Object.assign(p, CODES[next]);
    },
    /** Makes the charged amount differ from the checkout's (a tampered answer). */
    setPaidAmount(checkoutId: string, amount: string) {
      const p = checkouts.get(checkoutId)?.payment;
      if (!p) throw new Error(`no payment on checkout ${checkoutId}`);
      p.amount = amount;
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

export type MockHyperpay = Awaited<ReturnType<typeof startMockHyperpay>>;
