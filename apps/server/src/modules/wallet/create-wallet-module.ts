import type { RouteGuard } from "../../platform/auth";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createWalletRepository } from "./wallet.repository";
import { walletDevRoutes, walletRoutes } from "./wallet.routes";
import { createWalletService, type WalletService } from "./wallet.service";

/** Wires the wallet ledger: repository, service, routes (and outside production its top-up route). */
export function createWalletModule(deps: {
  db: Database;
  isProduction: boolean;
  requireUser: RouteGuard;
  /** The accounts service's customer lookup, for the development top-up. */
  findUserId: Parameters<typeof walletDevRoutes>[2];
}): AppModule<WalletService> {
  const service = createWalletService(createWalletRepository(deps.db));
  return {
    service,
    register(app: AppInstance) {
      walletRoutes(app, service, deps.requireUser);
      if (!deps.isProduction) walletDevRoutes(app, service, deps.findUserId);
    },
  };
}
