/**
 * Typed fetch client for the storefront API envelope `{ data, meta: { errors: [{ key, messages }] } }`
 * (ARCHITECTURE.md "Contracts"). Three bases (API, accounts, images), each configurable; in the browser
 * they come from the root loader's public ENV, on the server they are made absolute with the
 * request's origin (see api.server.ts).
 */

export type PublicEnv = { API_BASE: string; ACCOUNT_BASE: string; IMAGE_BASE: string };
export type ApiBase = "api" | "account" | "images";
export type ApiErrorEntry = { key: string; messages: string[] };
export type Envelope<T> = { data: T; meta?: { errors?: ApiErrorEntry[]; requestId?: string } };

/** Spec §9: HTTP timeout 60 s. */
export const API_TIMEOUT_MS = 60_000;

/** Message keys the client itself produces (translated in every locale). */
export const ClientMessageKey = {
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  GENERIC_ERROR: "GENERIC_ERROR",
  TOKENS_EXPIRED: "TOKENS_EXPIRED",
} as const;

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
    readonly requestId?: string,
    /** The envelope's `data` of the error answer, when there is one (e.g. `remainingSeconds` on a 429). */
    readonly data?: unknown,
  ) {
    super(
      `API request failed with status ${status}: ${errors.map((e) => e.messages[0] ?? e.key).join(", ")}`,
    );
  }

  /** The first message key of every entry (spec §8: each first message is shown as a toast). */
  firstMessages(): string[] {
    return this.errors.map((entry) => entry.messages[0]).filter((m): m is string => typeof m === "string");
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Anything with `parse`, e.g. a zod schema from @safar/domain (one definition of each shape), or a
 * parser that gets there in slices (`sliced`, for a long list).
 */
export type Parser<T> = { parse(input: unknown): T | Promise<T> };

/**
 * Reads a successful answer's body itself, instead of the client's text → JSON → `schema` (the
 * results' search: parsed and checked in a worker, decision 030). It answers the envelope's checked
 * `data`, or throws as the client would (`dataOf`).
 */
export type BodyReader<T> = (response: Response) => Promise<T>;

export type RequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  base?: ApiBase;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (objects) or a ready body (FormData, URLSearchParams). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  schema?: Parser<T>;
  /** Reads a successful answer's body instead of `schema` (see BodyReader). */
  read?: BodyReader<T>;
  timeoutMs?: number;
  /** Send the Bearer token (default true). Sign-in calls pass false. */
  auth?: boolean;
};

export type ApiClientOptions = {
  env: PublicEnv;
  /** Prefix for relative bases, e.g. "http://127.0.0.1:3000" on the server. Empty in the browser. */
  origin?: string;
  fetch?: typeof fetch;
  /**
   * Bearer token supplier. It may be async (a silent refresh) and may throw to abort the request
   * (both tokens expired, spec §8): the request is then never sent.
   */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /** Called on every 401 answer (spec §6, §8: a 401 on any call ends the session). */
  onUnauthorized?: (error: ApiError) => void;
  /** Extra headers for every call (e.g. the incoming Cookie on the server). */
  headers?: HeadersInit;
};

function baseUrl(env: PublicEnv, base: ApiBase): string {
  if (base === "account") return env.ACCOUNT_BASE;
  if (base === "images") return env.IMAGE_BASE;
  return env.API_BASE;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === "object" && value !== null && ("data" in value || "meta" in value);
}

/** A successful answer's `data`, checked by `schema`; an answer that is not the envelope is an error. */
export async function dataOf<T>(json: unknown, status: number, schema?: Parser<T>): Promise<T> {
  if (!isEnvelope(json)) {
    throw new ApiError(status, [{ key: "envelope", messages: [ClientMessageKey.GENERIC_ERROR] }]);
  }
  return schema ? await schema.parse(json.data) : (json.data as T);
}

/** A body's JSON, or undefined (empty, or not JSON). */
export function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function readErrors(value: unknown): ApiErrorEntry[] {
  if (!isEnvelope(value)) return [];
  const errors = value.meta?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is ApiErrorEntry => typeof e === "object" && e !== null && typeof e.key === "string")
    .map((e) => ({ key: e.key, messages: Array.isArray(e.messages) ? e.messages.map(String) : [] }));
}

function timeoutSignal(ms: number, outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return outer ? AbortSignal.any([outer, timeout]) : timeout;
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  function url(path: string, base: ApiBase, query?: RequestOptions<unknown>["query"]): string {
    const prefix = baseUrl(options.env, base);
    const absolute = /^https?:\/\//.test(prefix) ? prefix : `${options.origin ?? ""}${prefix}`;
    let result = absolute + path.replace(/^\//, "");
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) params.set(key, String(value));
      }
      const qs = params.toString();
      if (qs) result += (result.includes("?") ? "&" : "?") + qs;
    }
    return result;
  }

  async function request<T>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const headers = new Headers(options.headers);
    new Headers(init.headers).forEach((value, key) => {
      headers.set(key, value);
    });
    headers.set("Accept", "application/json");
    const token = init.auth === false ? undefined : await options.getToken?.();
    if (token) headers.set("Authorization", `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof URLSearchParams) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.body);
    }

    let response: Response;
    try {
      response = await doFetch(url(path, init.base ?? "api", init.query), {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
        signal: timeoutSignal(init.timeoutMs ?? API_TIMEOUT_MS, init.signal),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new ApiError(timedOut ? 408 : 0, [
        { key: "network", messages: [ClientMessageKey.GENERIC_ERROR] },
      ]);
    }

    if (response.ok && init.read) return init.read(response);
    const json = jsonOf(await response.text());
    const requestId = isEnvelope(json) ? json.meta?.requestId : undefined;
    const errorData = isEnvelope(json) ? json.data : undefined;

    if (response.status === 429) {
      // The toast says "Too many requests" (spec §8, see toast.ts); the server's entries stay for the
      // caller (e.g. TOO_MANY_CODE_REQUESTS with data.remainingSeconds).
      const errors = readErrors(json);
      throw new ApiError(
        429,
        errors.length > 0 ? errors : [{ key: "rateLimit", messages: [ClientMessageKey.TOO_MANY_REQUESTS] }],
        requestId,
        errorData,
      );
    }
    if (!response.ok) {
      const errors = readErrors(json);
      const error = new ApiError(
        response.status,
        errors.length > 0 ? errors : [{ key: "http", messages: [ClientMessageKey.GENERIC_ERROR] }],
        requestId,
        errorData,
      );
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    return dataOf(json, response.status, init.schema);
  }

  /** `{IMAGE_BASE}{path}?rmode=max&width=&height=` (spec §7). */
  function imageUrl(path: string, size: { width?: number; height?: number } = {}): string {
    return url(path, "images", { rmode: "max", width: size.width, height: size.height });
  }

  return { request, url, imageUrl };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let browserClient: ApiClient | undefined;
let browserEnv: PublicEnv | undefined;

export type BrowserAuthHooks = Pick<ApiClientOptions, "getToken" | "onUnauthorized">;
let browserAuth: BrowserAuthHooks = {};

/** Called by the root component with the loader's public ENV. */
export function configureBrowserApi(env: PublicEnv): void {
  if (browserEnv && browserEnv.API_BASE === env.API_BASE && browserEnv.ACCOUNT_BASE === env.ACCOUNT_BASE) {
    if (browserEnv.IMAGE_BASE === env.IMAGE_BASE) return;
  }
  browserEnv = env;
  browserClient = createApiClient({
    env,
    getToken: () => browserAuth.getToken?.(),
    onUnauthorized: (error) => browserAuth.onUnauthorized?.(error),
  });
}

/** The session (features/auth) plugs its token supplier and 401 handler in here. */
export function configureBrowserAuth(hooks: BrowserAuthHooks): void {
  browserAuth = hooks;
}

/** The browser's API client (same origin, bases from the public ENV). */
export function api(): ApiClient {
  if (!browserClient) throw new Error("configureBrowserApi() has not been called yet");
  return browserClient;
}
