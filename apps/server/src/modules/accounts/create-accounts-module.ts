import { randomBytes } from "node:crypto";
import { createAuthGuard } from "../../platform/auth";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { RateLimiter } from "../../platform/rate-limit";
import type { AppInstance } from "../../platform/types";
import type { NotificationService } from "../notifications/notifications.service";
import { createAccountsRepository } from "./accounts.repository";
import { accountsRoutes } from "./accounts.routes";
import { createAccountsService } from "./accounts.service";
import { createCustomerAdmin } from "./customer-admin.service";
import { createGoogleVerifier } from "./google";
import { createRefreshCookie } from "./refresh-cookie";
import { createTokenService } from "./tokens";

/**
 * Wires the accounts module: its signing secret, token service, Google verifier, service and routes.
 * `verifyAccessToken` and `requireUser` are what the other modules' routes check a customer with.
 */
export async function createAccountsModule(deps: {
  config: AppConfig;
  db: Database;
  limiter: RateLimiter;
  notifications: NotificationService;
}) {
  const { config } = deps;
  const repository = createAccountsRepository(deps.db);
  // JWT_SECRET in production (config requires it); elsewhere one secret made once and kept in the
  // database, so restarts keep sessions and every instance on the same database agrees.
  const secret = config.JWT_SECRET ?? (await repository.signingSecret(randomBytes(48).toString("base64url")));
  const tokens = createTokenService({
    secret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    repository,
    statusCacheSeconds: config.ACCOUNT_STATUS_CACHE_SECONDS,
  });
  const service = createAccountsService({
    repository,
    tokens,
    limiter: deps.limiter,
    notifications: deps.notifications,
    codeSecret: `otp:${secret}`,
    codesPerIpPerHour: config.OTP_CODES_PER_IP_PER_HOUR,
    verifyGoogleToken: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({
          clientId: config.GOOGLE_CLIENT_ID,
          jwksUrl: config.GOOGLE_JWKS_URL,
          issuers: config.googleIssuers,
        })
      : undefined,
  });
  const requireUser = createAuthGuard(tokens.verifyAccess);
  const refreshCookie = createRefreshCookie({
    secure: config.isProduction,
    maxAgeSeconds: config.REFRESH_TOKEN_TTL_DAYS * 86_400,
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
  });
  return {
    service,
    /** The back office's customer search and status changes (customer-admin.service.ts). */
    customers: createCustomerAdmin(repository),
    verifyAccessToken: tokens.verifyAccess,
    requireUser,
    register(app: AppInstance) {
      accountsRoutes(app, service, requireUser, refreshCookie);
    },
  };
}
