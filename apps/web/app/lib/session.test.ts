import type { TokenPair } from "@safar/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api";
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  createSessionManager,
  EARLY_EXPIRY_MS,
  jwtExpiry,
  parseSession,
  readCookie,
  type SessionStorage,
  serializeSession,
  TOKENS_EXPIRED_MESSAGE,
  TokensExpiredError,
} from "./session";

function memoryStorage() {
  let value: string | undefined;
  const writes: { value: string; maxAge: number }[] = [];
  const storage: SessionStorage = {
    read: () => value,
    write: (v, maxAge) => {
      value = v;
      writes.push({ value: v, maxAge });
    },
    clear: () => {
      value = undefined;
    },
  };
  return { storage, writes, peek: () => value };
}

function clock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** The server's sign-out call (a no-op here unless a test watches it). */
const revoke = async (_legacy: string | undefined) => {};

let counter = 0;
/** A pair as the server answers the web app: the refresh token went to the HttpOnly cookie. */
function pair(expiresIn = 1800): TokenPair {
  counter++;
  return { access_token: `access-${counter}`, token_type: "Bearer", expires_in: expiresIn };
}

function jwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "HS256", typ: "JWT" })}.${enc(claims)}.signature`;
}

describe("session: early expiry", () => {
  it("uses the stored token until 500 ms before expires_in, then refreshes", async () => {
    const { storage } = memoryStorage();
    const c = clock();
    const refresh = vi.fn(async () => pair());
    const session = createSessionManager({ storage, refresh, revoke, now: c.now });
    const first = pair(1800);
    session.signIn(first);

    c.advance(1800 * 1000 - EARLY_EXPIRY_MS - 1);
    await expect(session.getAccessToken()).resolves.toBe(first.access_token);
    expect(refresh).not.toHaveBeenCalled();

    c.advance(1); // exactly 500 ms before expiry: treated as expired
    const next = await session.getAccessToken();
    // The refresh token is the HttpOnly cookie's, sent by the browser: the client has none to give.
    expect(refresh).toHaveBeenCalledWith(undefined);
    expect(next).not.toBe(first.access_token);
    expect(parseSession(storage.read())?.accessToken).toBe(next);
  });

  it("prefers the JWT's exp claim over expires_in", async () => {
    const c = clock(1_700_000_000_000);
    const exp = Math.floor(c.now() / 1000) + 60;
    const token = jwt({ sub: "u", exp });
    expect(jwtExpiry(token)).toBe(exp * 1000);
    expect(jwtExpiry("opaque")).toBeUndefined();

    const { storage } = memoryStorage();
    const refresh = vi.fn(async () => pair());
    const session = createSessionManager({ storage, refresh, revoke, now: c.now });
    session.signIn({ ...pair(1800), access_token: token });
    c.advance(60_000 - EARLY_EXPIRY_MS - 1);
    await expect(session.getAccessToken()).resolves.toBe(token);
    c.advance(1);
    await session.getAccessToken();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("keeps the session in a 30-day cookie", () => {
    const { storage, writes } = memoryStorage();
    const session = createSessionManager({ storage, refresh: async () => pair(), revoke });
    session.signIn(pair());
    expect(writes[0]?.maxAge).toBe(AUTH_COOKIE_MAX_AGE_SECONDS);
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });
});

describe("session: single-flight refresh", () => {
  it("runs one refresh for concurrent callers, who all get the new token", async () => {
    const { storage } = memoryStorage();
    const c = clock();
    let release: ((p: TokenPair) => void) | undefined;
    const refresh = vi.fn(
      () =>
        new Promise<TokenPair>((resolve) => {
          release = resolve;
        }),
    );
    const session = createSessionManager({ storage, refresh, revoke, now: c.now });
    session.signIn(pair(10));
    c.advance(10_000);

    const calls = [session.getAccessToken(), session.getAccessToken(), session.getAccessToken()];
    expect(refresh).toHaveBeenCalledTimes(1);
    const fresh = pair(1800);
    release?.(fresh);
    await expect(Promise.all(calls)).resolves.toEqual([
      fresh.access_token,
      fresh.access_token,
      fresh.access_token,
    ]);

    // Afterwards the fresh token is used without another refresh.
    await expect(session.getAccessToken()).resolves.toBe(fresh.access_token);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("across tabs: a refresh waits for another tab's and uses its new token instead of refreshing again", async () => {
    const { storage } = memoryStorage();
    const c = clock();
    const refresh = vi.fn(async () => pair(1800));
    // Two tabs share the cookie (storage) and a lock; tab A holds the lock while it refreshes.
    let queue: Promise<unknown> = Promise.resolve();
    const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    };
    const tabA = createSessionManager({ storage, refresh, revoke, exclusive, now: c.now });
    const tabB = createSessionManager({ storage, refresh, revoke, exclusive, now: c.now });
    tabA.signIn(pair(10));
    c.advance(10_000);

    const [a, b] = await Promise.all([tabA.getAccessToken(), tabB.getAccessToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
  });

  it("lets a new refresh start after a failed one", async () => {
    const { storage } = memoryStorage();
    const c = clock();
    const refresh = vi
      .fn<(token: string | undefined) => Promise<TokenPair>>()
      .mockRejectedValueOnce(new ApiError(0, [{ key: "network", messages: ["GENERIC_ERROR"] }]))
      .mockResolvedValueOnce(pair());
    const session = createSessionManager({ storage, refresh, revoke, now: c.now });
    session.signIn(pair(10));
    c.advance(10_000);
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(ApiError);
    expect(session.isSignedIn()).toBe(true); // a network failure keeps the session
    await expect(session.getAccessToken()).resolves.toMatch(/^access-/);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe("session: both tokens expired", () => {
  it("aborts with the spec's message and resets the session", async () => {
    const { storage, peek } = memoryStorage();
    const c = clock();
    const refresh = vi.fn(async () => pair());
    const session = createSessionManager({ storage, refresh, revoke, now: c.now });
    const ended = vi.fn();
    session.subscribe(ended);
    session.signIn(pair());
    // Stored long ago: the 30-day refresh token has run out as well.
    c.advance(AUTH_COOKIE_MAX_AGE_SECONDS * 1000 - 1);
    const raw = parseSession(peek());
    expect(raw).not.toBeNull();
    c.advance(1);

    const error = await session.getAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokensExpiredError);
    expect((error as Error).message).toBe(
      "Both token and refresh token have expired. Your request was aborted.",
    );
    expect(TOKENS_EXPIRED_MESSAGE).toBe((error as Error).message);
    expect((error as ApiError).firstMessages()).toEqual(["TOKENS_EXPIRED"]);
    expect(refresh).not.toHaveBeenCalled();
    expect(peek()).toBeUndefined();
    expect(ended).toHaveBeenLastCalledWith("expired");
  });

  it("never sends the request through the API client", async () => {
    const { storage } = memoryStorage();
    const c = clock();
    const session = createSessionManager({ storage, refresh: async () => pair(), revoke, now: c.now });
    session.signIn(pair());
    c.advance(AUTH_COOKIE_MAX_AGE_SECONDS * 1000);
    const fetch = vi.fn();
    const client = createApiClient({
      env: { API_BASE: "/api/", ACCOUNT_BASE: "/account/", IMAGE_BASE: "/images/" },
      fetch: fetch as unknown as typeof globalThis.fetch,
      getToken: () => session.getAccessToken(),
    });
    await expect(client.request("x")).rejects.toThrow(TOKENS_EXPIRED_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("session: 401 resets", () => {
  it("a 401 answer on any call ends the session through onUnauthorized", async () => {
    const { storage, peek } = memoryStorage();
    const session = createSessionManager({ storage, refresh: async () => pair(), revoke });
    const ended = vi.fn();
    session.subscribe(ended);
    session.signIn(pair());
    const seen: string[] = [];
    const client = createApiClient({
      env: { API_BASE: "/api/", ACCOUNT_BASE: "/account/", IMAGE_BASE: "/images/" },
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get("Authorization") ?? "");
        return new Response(
          JSON.stringify({
            data: null,
            meta: { errors: [{ key: "request", messages: ["UNAUTHENTICATED"] }] },
          }),
          { status: 401 },
        );
      }) as typeof fetch,
      getToken: () => session.getAccessToken(),
      onUnauthorized: () => session.handleUnauthorized(),
    });
    const error = await client.request("wallet/wallet/CurrentUserBalance").catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(seen[0]).toMatch(/^Bearer access-/);
    expect(peek()).toBeUndefined();
    expect(session.isSignedIn()).toBe(false);
    expect(ended).toHaveBeenLastCalledWith("unauthorized");
    await expect(session.getAccessToken()).resolves.toBeUndefined();
  });

  it("a refresh refused with 401 ends the session", async () => {
    const { storage, peek } = memoryStorage();
    const c = clock();
    const session = createSessionManager({
      storage,
      revoke,
      refresh: async () => {
        throw new ApiError(401, [{ key: "refresh_token", messages: ["SESSION_EXPIRED"] }]);
      },
      now: c.now,
    });
    session.signIn(pair(10));
    c.advance(10_000);
    await expect(session.getAccessToken()).rejects.toMatchObject({ status: 401 });
    expect(peek()).toBeUndefined();
  });

  it("signing out forgets the session at once, then revokes the refresh token on the server", async () => {
    const { storage, peek } = memoryStorage();
    const refresh = vi.fn(async () => pair());
    let serverDone: (() => void) | undefined;
    const revokeCall = vi.fn(
      (_legacy: string | undefined) =>
        new Promise<void>((resolve) => {
          serverDone = resolve;
        }),
    );
    const session = createSessionManager({ storage, refresh, revoke: revokeCall });
    const ended = vi.fn();
    session.subscribe(ended);
    session.signIn(pair());
    const signingOut = session.signOut();
    // Signed out before the server answers: no wait, no stale header.
    expect(peek()).toBeUndefined();
    expect(session.isSignedIn()).toBe(false);
    expect(ended).toHaveBeenLastCalledWith("logout");
    expect(revokeCall).toHaveBeenCalledTimes(1);
    expect(revokeCall).toHaveBeenCalledWith(undefined);
    serverDone?.();
    await expect(signingOut).resolves.toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("a failed sign-out call still leaves the session forgotten, and says so", async () => {
    const { storage, peek } = memoryStorage();
    const failure = new ApiError(0, [{ key: "network", messages: ["GENERIC_ERROR"] }]);
    const session = createSessionManager({
      storage,
      refresh: async () => pair(),
      revoke: async () => {
        throw failure;
      },
    });
    session.signIn(pair());
    await expect(session.signOut()).rejects.toBe(failure);
    expect(peek()).toBeUndefined();
  });
});

describe("session: the refresh token stays out of script reach", () => {
  it("never writes a refresh token to the cookie, even when a server sends one", () => {
    const { storage, writes } = memoryStorage();
    const session = createSessionManager({ storage, refresh: async () => pair(), revoke });
    session.signIn({ ...pair(), refresh_token: "refresh-in-body" });
    const written = decodeURIComponent(writes[0]?.value ?? "");
    expect(written).not.toContain("refresh-in-body");
    expect(Object.keys(JSON.parse(written) as object).sort()).toEqual([
      "accessToken",
      "expiresAt",
      "refreshExpiresAt",
    ]);
    expect(session.isSignedIn()).toBe(true);
  });

  it("moves a legacy cookie's refresh token into the HttpOnly cookie with the next refresh", async () => {
    const { storage, peek } = memoryStorage();
    const c = clock();
    // A cookie written before decision 009, its access token expired.
    storage.write(
      encodeURIComponent(
        JSON.stringify({
          accessToken: "old-access",
          refreshToken: "old-refresh",
          expiresAt: c.now() - 1,
          refreshExpiresAt: c.now() + 86_400_000,
        }),
      ),
      AUTH_COOKIE_MAX_AGE_SECONDS,
    );
    const refresh = vi.fn(async (_legacy: string | undefined) => pair());
    const session = createSessionManager({ storage, refresh, revoke, now: c.now });
    expect(session.isSignedIn()).toBe(true);
    await expect(session.getAccessToken()).resolves.toMatch(/^access-/);
    expect(refresh).toHaveBeenCalledWith("old-refresh");
    expect(decodeURIComponent(peek() ?? "")).not.toContain("old-refresh");
    expect(parseSession(peek())?.legacyRefreshToken).toBeUndefined();
  });

  it("sends a legacy refresh token to be revoked on sign-out", async () => {
    const { storage } = memoryStorage();
    const legacy = encodeURIComponent(
      JSON.stringify({
        accessToken: "a",
        refreshToken: "r",
        expiresAt: 1,
        refreshExpiresAt: Date.now() + 60_000,
      }),
    );
    storage.write(legacy, 60);
    const revokeCall = vi.fn(async (_legacy: string | undefined) => {});
    const session = createSessionManager({ storage, refresh: async () => pair(), revoke: revokeCall });
    await session.signOut();
    expect(revokeCall).toHaveBeenCalledWith("r");
  });
});

describe("session cookie", () => {
  it("round-trips and rejects malformed values", () => {
    const value = { accessToken: "a", expiresAt: 1, refreshExpiresAt: 2 };
    expect(parseSession(serializeSession(value))).toEqual(value);
    expect(serializeSession({ ...value, legacyRefreshToken: "r" })).toBe(serializeSession(value));
    expect(parseSession(undefined)).toBeNull();
    expect(parseSession("garbage")).toBeNull();
    expect(parseSession(encodeURIComponent('{"accessToken":"a"}'))).toBeNull();
    expect(readCookie(`locale=ar; auth=${serializeSession(value)}; x=1`, "auth")).toBe(
      serializeSession(value),
    );
    expect(readCookie("locale=ar", "auth")).toBeUndefined();
  });
});
