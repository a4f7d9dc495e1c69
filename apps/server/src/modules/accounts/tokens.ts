import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { UserMessageKey } from "@safar/domain/user-messages";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import { AppError } from "../../platform/errors";
import type { AccountsRepository } from "./accounts.repository";

const ISSUER = "rahhal-storefront";
const AUDIENCE = "rahhal-web";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface TokenPair {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
}

export const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

/**
 * Access tokens are HS256 JWTs (sub = user id). Refresh tokens are opaque random strings kept as
 * SHA-256 hashes; every use rotates the token within its family, and a token used twice
 * revokes the whole family (someone holds a stolen copy).
 */
export function createTokenService(options: {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  repository: AccountsRepository;
  /** How long this instance trusts an account's status once read, seconds. */
  statusCacheSeconds: number;
}) {
  const key = new TextEncoder().encode(options.secret);
  const { repository } = options;
  /**
   * Whether each user id may act, read again after `statusCacheSeconds`: a suspended or removed
   * account is refused on every call within seconds, not when its access token runs out.
   */
  const active = new LRUCache<string, boolean>({
    max: 50_000,
    ttl: Math.max(1, options.statusCacheSeconds * 1000),
  });
  async function isActive(userId: string): Promise<boolean> {
    const known = active.get(userId);
    if (known !== undefined) return known;
    const user = await repository.findUserById(userId);
    const allowed = user?.status === "active";
    if (options.statusCacheSeconds > 0) active.set(userId, allowed);
    return allowed;
  }

  async function issue(userId: string, familyId: string = randomUUID()): Promise<TokenPair> {
    const accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${options.accessTtlSeconds}s`)
      .sign(key);
    const refreshToken = randomBytes(32).toString("base64url");
    await repository.insertRefreshToken({
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + options.refreshTtlDays * 86_400_000),
    });
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: options.accessTtlSeconds,
      refresh_token: refreshToken,
    };
  }

  const sessionExpired = (log: string) =>
    AppError.single("unauthenticated", "refresh_token", UserMessageKey.SESSION_EXPIRED, log);

  return {
    issue,

    /**
     * The user id of a valid access token, or undefined (bad signature, expired, wrong audience, no
     * expiry, a subject that is not a user id...): a token that says nothing of its end, or names no
     * user, is no token.
     */
    async verifyAccess(token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          requiredClaims: ["exp", "sub"],
        });
        if (typeof payload.sub !== "string" || !UUID.test(payload.sub)) return undefined;
        return (await isActive(payload.sub)) ? payload.sub : undefined;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const row = await repository.findRefreshToken(sha256(refreshToken));
      if (!row) throw sessionExpired("unknown refresh token");
      if (row.revokedAt || (await repository.familyRevoked(row.familyId)))
        throw sessionExpired("revoked refresh token");
      if (row.usedAt || !(await repository.useRefreshToken(row.id))) {
        await repository.revokeFamily(row.familyId);
        throw sessionExpired(`refresh token reused: family ${row.familyId} revoked`);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw sessionExpired("expired refresh token");
      const user = await repository.findUserById(row.userId);
      if (user?.status !== "active") throw sessionExpired("user gone or suspended");
      const pair = await issue(row.userId, row.familyId);
      // Two uses of one token at once: the loser revokes the family, maybe before this new token
      // was written. Looked at again now, a revoked family takes the new token with it.
      if (await repository.familyRevoked(row.familyId)) {
        await repository.revokeFamily(row.familyId);
        throw sessionExpired(`family ${row.familyId} revoked while rotating`);
      }
      return pair;
    },

    /**
     * Sign-out: the token's whole family is revoked, so neither it nor any token rotated from it
     * refreshes again. An unknown, used or expired token is no error (RFC 7009: nothing to revoke).
     */
    async revoke(refreshToken: string): Promise<void> {
      const row = await repository.findRefreshToken(sha256(refreshToken));
      if (row) await repository.revokeFamily(row.familyId);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Keyed hash of a one-time code, bound to its phone number. */
export function hashCode(secret: string, phoneNumber: string, code: string): string {
  return createHmac("sha256", secret).update(`${phoneNumber}:${code}`).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
