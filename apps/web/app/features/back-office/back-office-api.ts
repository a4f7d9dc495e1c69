/**
 * The back office's calls (`/api/back-office/…`, docs/back-office.md), each answer parsed with the
 * domain's schema. Its own client: the operator's session is the HttpOnly `bo_session` cookie the
 * browser sends to its own origin, so no customer token travels with these calls, and a 401 here is
 * the back office's business (its pages send the operator to the sign-in), never the customer
 * session's. The browser adds the site's Origin to every POST, which the server checks.
 */
import {
  auditPageSchema,
  type BackOfficeDashboard,
  backOfficeDashboardSchema,
  type CreateOperator,
  createdOperatorSchema,
  type OperatorSignIn,
  operatorSessionSchema,
  operatorViewSchema,
  refundQueuePageSchema,
  refundRequestSchema,
} from "@safar/domain";
import { z } from "zod";
import { type ApiClient, api, createApiClient } from "../../lib/api";
import { type AuditFilter, auditQuery, type RefundsFilter, refundsQuery } from "./back-office-query";

let client: ApiClient | undefined;
let clientBase: string | undefined;

/**
 * The client, on the API base the storefront's browser client was configured with (the root's public
 * ENV; read through it so that the shell every page loads carries nothing for the back office).
 */
function backOfficeApi(): ApiClient {
  const base = api().url("", "api");
  if (!client || clientBase !== base) {
    clientBase = base;
    client = createApiClient({
      env: { API_BASE: base, ACCOUNT_BASE: base, IMAGE_BASE: base },
      fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
    });
  }
  return client;
}

const BASE = "back-office/";
/** A GET of `back-office/<path>`, its answer parsed with `schema` (the other screens' API files use it). */
export const get = <T>(
  path: string,
  schema: { parse(input: unknown): T },
  signal?: AbortSignal,
  query = {},
) => backOfficeApi().request(BASE + path, { method: "GET", auth: false, signal, schema, query });
/** A POST of `back-office/<path>` with a JSON body, its answer parsed with `schema`. */
export const post = <T>(path: string, body: unknown, schema: { parse(input: unknown): T }) =>
  backOfficeApi().request(BASE + path, { method: "POST", auth: false, body, schema });
/**
 * A public storefront call (`POST <path>`, e.g. the hotel cities) a screen reads as well, on this
 * client: no customer token goes along, and a customer's expired session cannot stop it.
 */
export const postStorefront = <T>(
  path: string,
  body: unknown,
  schema: { parse(input: unknown): T },
  signal?: AbortSignal,
) => backOfficeApi().request(path, { method: "POST", auth: false, body, schema, signal });

export const getOperatorSession = (signal?: AbortSignal) =>
  get("auth/session", operatorSessionSchema, signal);

/**
 * `load` once per navigation: React Router hands the same Request to every loader of one navigation
 * (the layout's and the page's run side by side), so the ones that ask share one call.
 */
export function oncePerRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
): (request: Request) => Promise<T> {
  const answers = new WeakMap<Request, Promise<T>>();
  return (request) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = load(request.signal);
      answers.set(request, answer);
    }
    return answer;
  };
}

/** The signed-in operator for a navigation: one `auth/session` call however many loaders ask. */
export const operatorSessionOf = oncePerRequest(getOperatorSession);
export const signIn = (body: OperatorSignIn) => post("auth/sign-in", body, operatorSessionSchema);
export const signOut = () => post("auth/sign-out", {}, z.null());

export const getDashboard = (signal?: AbortSignal): Promise<BackOfficeDashboard> =>
  get("dashboard", backOfficeDashboardSchema, signal);

export const listRefunds = (filter: RefundsFilter, signal?: AbortSignal) =>
  get("refunds", refundQueuePageSchema, signal, refundsQuery(filter));

const decided = (id: string, decision: string, body: unknown) =>
  post(`refunds/${encodeURIComponent(id)}/${decision}`, body, refundRequestSchema);
export const approveRefund = (id: string, body: { penaltyAmount?: number; note?: string }) =>
  decided(id, "approve", body);
export const rejectRefund = (id: string, note: string) => decided(id, "reject", { note });
export const markRefundPaidOut = (id: string, reference: string) => decided(id, "paid-out", { reference });

export const listAudit = (filter: AuditFilter, signal?: AbortSignal) =>
  get("audit", auditPageSchema, signal, auditQuery(filter));

const operatorsSchema = z.object({ items: z.array(operatorViewSchema), total: z.number() });
export const listOperators = (signal?: AbortSignal) => get("operators", operatorsSchema, signal);
export const createOperator = (body: CreateOperator) => post("operators", body, createdOperatorSchema);
