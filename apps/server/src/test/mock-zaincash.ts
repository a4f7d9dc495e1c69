import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { jwtVerify, SignJWT } from "jose";
import { type RecordedRequest, startMockHttp } from "./mock-http";

/**
 * A local ZainCash (v1) for tests, strict about its documented protocol:
 * - `POST /transaction/init` (form or JSON: token, merchantId, lang): the token must be HS256 with
 *   the merchant secret and hold {amount (whole IQD, ≥ 250), serviceType, msisdn (the merchant's),
 *   orderId, redirectUrl, iat, exp} → the new transaction, `{id, status: "pending", amount, …}`;
 * - `GET /transaction/pay?id=`: the customer's page (Pay / Decline / Later, a real form POST);
 *   `POST /transaction/pay` records the choice and redirects (302) to `redirectUrl?token=`, a JWT
 *   signed with the secret: {status: success|failed|pending, orderid, id, msg, iat, exp};
 * - `POST /transaction/get` (token {id, msisdn, iat, exp}, merchantId) → the transaction as kept.
 * A refused request is `{err: {msg}}` with a 4xx. `setDown(true)` answers every request 503 (HTML).
 */

export type ZainCashStatus = "pending" | "completed" | "failed" | "cancel";
export type ZainCashChoice = "success" | "failed" | "pending";

interface Transaction {
  id: string;
  amount: number;
  serviceType: string;
  orderId: string;
  redirectUrl: string;
  lang: string;
  status: ZainCashStatus;
  createdAt: string;
}

export interface MockZainCashOptions {
  merchantId: string;
  secret: string;
  msisdn: string;
}

function fieldsOf(request: RecordedRequest): Record<string, string> {
  const type = String(request.headers["content-type"] ?? "");
  if (type.startsWith("application/json")) {
    const parsed: unknown = JSON.parse(request.body || "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(request.body));
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const refuse = (response: ServerResponse, status: number, msg: string) =>
  json(response, status, { err: { msg } });

export async function startMockZainCash(options: MockZainCashOptions) {
  const key = new TextEncoder().encode(options.secret);
  const transactions = new Map<string, Transaction>();
  let down = false;

  /** Verifies a merchant token: HS256 with the secret and not expired, iat and exp present. */
  async function merchantClaims(token: string | undefined): Promise<Record<string, unknown> | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
      if (typeof payload.iat !== "number" || typeof payload.exp !== "number") return null;
      return payload;
    } catch {
      return null;
    }
  }

  const view = (t: Transaction) => ({
    source: "web",
    type: "MERCHANT_PAYMENT",
    amount: String(t.amount),
    to: { id: options.merchantId, msisdn: options.msisdn, currency: "IQD" },
    serviceType: t.serviceType,
    lang: t.lang,
    orderId: t.orderId,
    referenceNumber: t.id.slice(-6).toUpperCase(),
    credit: false,
    status: t.status,
    reversed: false,
    createdAt: t.createdAt,
    updatedAt: new Date().toISOString(),
    id: t.id,
  });

  /** The customer's choice on the pay page: recorded, and the signed redirect back to the merchant. */
  async function choose(id: string, choice: ZainCashChoice): Promise<string> {
    const t = transactions.get(id);
    if (!t) throw new Error(`no transaction ${id}`);
    if (t.status === "pending")
      t.status = choice === "success" ? "completed" : choice === "failed" ? "failed" : "pending";
    const status = t.status === "completed" ? "success" : t.status === "pending" ? "pending" : "failed";
    const token = await new SignJWT({
      status,
      orderid: t.orderId,
      id: t.id,
      msg:
        status === "success"
          ? ""
          : status === "pending"
            ? "awaiting confirmation"
            : "declined by the customer",
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
    const back = new URL(t.redirectUrl);
    back.searchParams.set("token", token);
    return back.toString();
  }

  async function handle(request: RecordedRequest, response: ServerResponse) {
    if (down) {
      response.writeHead(503, { "content-type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
      return;
    }
    const url = new URL(request.url, "http://zaincash.mock");
    const route = `${request.method} ${url.pathname}`;

    if (route === "POST /transaction/init") {
      const fields = fieldsOf(request);
      if (fields.merchantId !== options.merchantId) return refuse(response, 400, "invalid merchant");
      const claims = await merchantClaims(fields.token);
      if (!claims) return refuse(response, 401, "invalid token");
      const { amount, serviceType, msisdn, orderId, redirectUrl } = claims;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 250)
        return refuse(response, 400, "amount must be whole dinars, at least 250");
      if (typeof serviceType !== "string" || !serviceType)
        return refuse(response, 400, "serviceType missing");
      if (msisdn !== options.msisdn) return refuse(response, 400, "msisdn is not the merchant's wallet");
      if (typeof orderId !== "string" || !orderId) return refuse(response, 400, "orderId missing");
      if (typeof redirectUrl !== "string" || !URL.canParse(redirectUrl))
        return refuse(response, 400, "redirectUrl must be a URL");
      if (!["ar", "en", "ku"].includes(fields.lang ?? ""))
        return refuse(response, 400, "lang must be ar, en or ku");
      const t: Transaction = {
        id: randomBytes(12).toString("hex"),
        amount,
        serviceType,
        orderId,
        redirectUrl,
        lang: fields.lang ?? "ar",
        status: "pending",
        createdAt: new Date().toISOString(),
      };
      transactions.set(t.id, t);
      return json(response, 200, view(t));
    }

    if (route === "GET /transaction/pay") {
      const t = transactions.get(url.searchParams.get("id") ?? "");
      if (!t) return refuse(response, 404, "transaction not found");
      const button = (choice: ZainCashChoice, label: string) =>
        `<button type="submit" name="choice" value="${choice}">${label}</button>`;
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><title>ZainCash</title><h1>ZainCash (mock)</h1><p>${t.amount} IQD to ${t.serviceType}</p>` +
            `<form method="post" action="/transaction/pay"><input type="hidden" name="id" value="${t.id}">` +
            `${button("success", "Pay")}${button("failed", "Decline")}${button("pending", "Later")}</form>`,
        );
      return;
    }

    if (route === "POST /transaction/pay") {
      const fields = fieldsOf(request);
      const choice = fields.choice;
      if (!fields.id || !transactions.has(fields.id)) return refuse(response, 404, "transaction not found");
      if (choice !== "success" && choice !== "failed" && choice !== "pending")
        return refuse(response, 400, "choice must be success, failed or pending");
      response.writeHead(302, { location: await choose(fields.id, choice) }).end();
      return;
    }

    if (route === "POST /transaction/get") {
      const fields = fieldsOf(request);
      if (fields.merchantId !== options.merchantId) return refuse(response, 400, "invalid merchant");
      const claims = await merchantClaims(fields.token);
      if (!claims) return refuse(response, 401, "invalid token");
      if (claims.msisdn !== options.msisdn)
        return refuse(response, 400, "msisdn is not the merchant's wallet");
      const t = typeof claims.id === "string" ? transactions.get(claims.id) : undefined;
      if (!t) return refuse(response, 404, "transaction not found");
      return json(response, 200, view(t));
    }

    refuse(response, 404, `no route ${route}`);
  }

  const server = await startMockHttp((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });

  return {
    url: server.url,
    requests: server.requests,
    close: server.close,
    transactions,
    /** The customer's choice on ZainCash's page; answers the redirect URL with its signed token. */
    choose,
    /** ZainCash settles a transaction later (a pending one resolved, as `transaction/get` will tell). */
    setStatus(id: string, status: ZainCashStatus) {
      const t = transactions.get(id);
      if (!t) throw new Error(`no transaction ${id}`);
      t.status = status;
    },
    /** Makes the kept amount differ from what was asked for (a tampered answer). */
    setAmount(id: string, amount: number) {
      const t = transactions.get(id);
      if (!t) throw new Error(`no transaction ${id}`);
      t.amount = amount;
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

export type MockZainCash = Awaited<ReturnType<typeof startMockZainCash>>;
