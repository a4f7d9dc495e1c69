/**
 * The customer's session in the client (spec §4, §8, §9), free of browser globals so it is unit
 * tested with a fake clock and a fake refresh call.
 *
 * - The access token and the expiries live in the `auth` cookie for 30 days (the refresh token's
 *   lifetime on the server), so server loaders can tell a signed-in visitor from an anonymous one
 *   (auth.server.ts). The refresh token never does: the server keeps it in an HttpOnly cookie that
 *   no script can read and sends it only to the token endpoints (decision 009).
 * - Sign-out forgets the session at once and asks the server to revoke the refresh token (and
 *   clear its cookie).
 * - The access token counts as expired 500 ms before its expiry (the JWT's `exp` when it carries
 *   one, otherwise `expires_in`, 1800 s by default).
 * - An expired access token is refreshed silently with the refresh token; one refresh is in flight
 *   at a time and every concurrent caller waits for it.
 * - When the refresh token has expired too, the request is aborted with the spec's message and the
 *   session resets; a refresh answered with 401 ends the session as well.
 */
import type { TokenPair } from "@safar/domain";
import { ApiError, ClientMessageKey } from "./api";

export const AUTH_COOKIE = "auth";
/** Spec §9: auth cookie 30 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Spec §4: the token expires 500 ms before its expiry. */
export const EARLY_EXPIRY_MS = 500;
/** Spec §9: token lifetime default 1800 s unless the token carries expiry. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 1800;

/** Spec §8, word for word. */
export const TOKENS_EXPIRED_MESSAGE = "Both token and refresh token have expired. Your request was aborted.";

export type StoredSession = {
  accessToken: string;
  /**
   * Only in a cookie written before decision 009 (the refresh token readable by scripts): sent
   * once with the next refresh, which moves it into the HttpOnly cookie; never written again.
   */
  legacyRefreshToken?: string;
  /** Epoch ms at which the access token expires (as issued, before the early margin). */
  expiresAt: number;
  /** Epoch ms at which the refresh token (and the cookie) expires. */
  refreshExpiresAt: number;
};

export type SessionEndReason = "logout" | "unauthorized" | "expired";

/** The request was aborted before it was sent: both tokens have expired (TOKENS_EXPIRED). */
export class TokensExpiredError extends ApiError {
  constructor() {
    super(401, [{ key: "session", messages: [ClientMessageKey.TOKENS_EXPIRED] }]);
    this.message = TOKENS_EXPIRED_MESSAGE;
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim of a JWT in epoch ms, or undefined when the token carries none (or is no JWT). */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    if (typeof claims === "object" && claims !== null && "exp" in claims && typeof claims.exp === "number") {
      return claims.exp * 1000;
    }
  } catch {
    // not a JWT: fall back to expires_in
  }
  return undefined;
}

export function sessionFromTokenPair(pair: TokenPair, now: number): StoredSession {
  const lifetime = pair.expires_in > 0 ? pair.expires_in : DEFAULT_TOKEN_LIFETIME_SECONDS;
  return {
    accessToken: pair.access_token,
    expiresAt: jwtExpiry(pair.access_token) ?? now + lifetime * 1000,
    refreshExpiresAt: now + AUTH_COOKIE_MAX_AGE_SECONDS * 1000,
  };
}

export function isAccessTokenValid(session: StoredSession, now: number): boolean {
  return now < session.expiresAt - EARLY_EXPIRY_MS;
}

export function isRefreshTokenValid(session: StoredSession, now: number): boolean {
  return now < session.refreshExpiresAt;
}

/** The cookie value: URI-encoded JSON (cookie-safe, readable by server loaders); never a refresh token. */
export function serializeSession(session: StoredSession): string {
  const { accessToken, expiresAt, refreshExpiresAt } = session;
  return encodeURIComponent(JSON.stringify({ accessToken, expiresAt, refreshExpiresAt }));
}

export function parseSession(raw: string | undefined | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const v = value as Record<string, unknown>;
    if (
      typeof v.accessToken !== "string" ||
      typeof v.expiresAt !== "number" ||
      typeof v.refreshExpiresAt !== "number" ||
      v.accessToken === ""
    ) {
      return null;
    }
    return {
      accessToken: v.accessToken,
      expiresAt: v.expiresAt,
      refreshExpiresAt: v.refreshExpiresAt,
      ...(typeof v.refreshToken === "string" && v.refreshToken !== ""
        ? { legacyRefreshToken: v.refreshToken }
        : {}),
    };
  } catch {
    return null;
  }
}

/** A signed-in session that can still be used or refreshed. */
export function isLiveSession(session: StoredSession | null, now: number): session is StoredSession {
  return session !== null && isRefreshTokenValid(session, now);
}

/** Reads one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Where the session is kept (the `auth` cookie in the browser, memory in tests). */
export type SessionStorage = {
  read(): string | undefined;
  write(value: string, maxAgeSeconds: number): void;
  clear(): void;
};

export type SessionManagerOptions = {
  storage: SessionStorage;
  /**
   * A new pair for the refresh token (grant_type=refresh_token): the one of the HttpOnly cookie,
   * which the browser sends by itself, or a legacy cookie's, given here.
   */
  refresh: (legacyRefreshToken: string | undefined) => Promise<TokenPair>;
  /** Sign-out on the server: revokes the refresh token (the cookie's, or a legacy one) and clears its cookie. */
  revoke: (legacyRefreshToken: string | undefined) => Promise<void>;
  /**
   * Runs a refresh alone across the customer's tabs (the browser passes a Web Lock): two tabs that
   * refresh the one HttpOnly cookie at once would present the same refresh token twice, which the
   * server takes for a stolen token and ends the session. Inside the lock the session is read again:
   * when another tab refreshed meanwhile, its new access token is used and no refresh is made.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => number;
};

export function createSessionManager({
  storage,
  refresh,
  revoke,
  exclusive = (work) => work(),
  now = Date.now,
}: SessionManagerOptions) {
  const listeners = new Set<(reason?: SessionEndReason) => void>();
  let inflight: Promise<string> | null = null;

  function notify(reason?: SessionEndReason) {
    for (const listener of listeners) listener(reason);
  }

  function current(): StoredSession | null {
    const session = parseSession(storage.read());
    return isLiveSession(session, now()) ? session : null;
  }

  function store(pair: TokenPair): StoredSession {
    const session = sessionFromTokenPair(pair, now());
    storage.write(serializeSession(session), AUTH_COOKIE_MAX_AGE_SECONDS);
    return session;
  }

  function end(reason: SessionEndReason): void {
    const had = storage.read() !== undefined;
    storage.clear();
    if (had) notify(reason);
  }

  async function refreshOnce(legacyRefreshToken: string | undefined): Promise<string> {
    try {
      const pair = await refresh(legacyRefreshToken);
      return store(pair).accessToken;
    } catch (error) {
      // A refused refresh token (revoked, reused, expired on the server) ends the session.
      if (error instanceof ApiError && (error.status === 401 || error.status === 400)) end("unauthorized");
      throw error;
    }
  }

  return {
    /** The stored session, or null when signed out. */
    current,
    isSignedIn: () => current() !== null,

    /** Keeps a new token pair (after any sign-in). */
    signIn(pair: TokenPair): void {
      store(pair);
      notify();
    },

    /**
     * Sign-out: the session is forgotten at once (listeners hear "logout"), then the server revokes
     * the refresh token and clears its HttpOnly cookie, which no script can (security finding 4 of
     * issue 10; the spec's "logout makes no call" predates the cookie, decision 009). Rejects when
     * the server could not be told; the session is forgotten here all the same.
     */
    async signOut(): Promise<void> {
      const legacy = parseSession(storage.read())?.legacyRefreshToken;
      end("logout");
      await revoke(legacy);
    },

    /** A 401 on any call ends the session (spec §6, §8). */
    handleUnauthorized(): void {
      end("unauthorized");
    },

    /**
     * The access token for a Bearer call: the stored one while valid, else a refreshed one (one
     * refresh at a time). Undefined when signed out. Throws TokensExpiredError when both expired.
     */
    async getAccessToken(): Promise<string | undefined> {
      if (inflight) return inflight;
      const session = parseSession(storage.read());
      if (!session) return undefined;
      const at = now();
      if (isAccessTokenValid(session, at)) return session.accessToken;
      if (!isRefreshTokenValid(session, at)) {
        end("expired");
        throw new TokensExpiredError();
      }
      inflight = exclusive(async () => {
        const again = parseSession(storage.read());
        if (!again) throw new TokensExpiredError();
        if (isAccessTokenValid(again, now())) return again.accessToken; // another tab refreshed
        return refreshOnce(again.legacyRefreshToken);
      }).finally(() => {
        inflight = null;
      });
      return inflight;
    },

    /** Called on sign-in (no reason) and on every end of the session (with its reason). */
    subscribe(listener: (reason?: SessionEndReason) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
