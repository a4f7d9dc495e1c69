import { toCents } from "@safar/domain";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { RateLimiter } from "../../platform/rate-limit";
import type { AppInstance } from "../../platform/types";
import type { CustomerAdmin } from "../accounts/customer-admin.service";
import type { CharterAdmin } from "../catalog/charter-admin.service";
import type { OrdersService } from "../orders/orders.service";
import type { PricingService } from "../pricing/pricing.service";
import type { RefundsService } from "../refunds/refunds.service";
import type { WalletService } from "../wallet/wallet.service";
import { createBackOfficeRepository } from "./back-office.repository";
import { backOfficeDevRoutes, backOfficeRoutes } from "./back-office.routes";
import { createBackOfficeService } from "./back-office.service";
import { createDashboard, type DashboardDeps } from "./dashboard";
import { createOperatorGuard } from "./operator-guard";
import { createOrderSearch, type OrderSearchDeps } from "./order-search";
import type { BackOfficeRouteDeps } from "./route-parts";
import { createTotpSeal } from "./totp-seal";
import { createWalletAdjustments } from "./wallet-adjustments";

/**
 * Wires the back office (issue 13): operators, their sessions and the audit log, and the routes
 * under `/api/back-office/` that reach other modules through their operator services (refunds).
 */
export function createBackOfficeModule(deps: {
  config: AppConfig;
  db: Database;
  refunds: RefundsService["operator"];
  requestRefund: RefundsService["createForCustomer"];
  orders: OrdersService["operator"];
  orderIdsByReference: OrderSearchDeps["orderIdsByReference"];
  findUserId: OrderSearchDeps["findUserId"];
  pricing: Pick<PricingService, "getUiCurrencies" | "setRate" | "rateHistory">;
  figures: DashboardDeps;
  customers: CustomerAdmin;
  walletBalanceCents: (userId: string) => Promise<number>;
  travellersOf: BackOfficeRouteDeps["travellersOf"];
  activityOf: BackOfficeRouteDeps["activityOf"];
  resendTicket: (orderId: string) => Promise<boolean>;
  walletPost: WalletService["post"];
  retryIssuance: (orderId: string) => Promise<boolean>;
  charters: CharterAdmin;
  hotels: BackOfficeRouteDeps["hotels"];
  markups: BackOfficeRouteDeps["markups"];
  hotelMarkups: BackOfficeRouteDeps["hotelMarkups"];
  vouchers: BackOfficeRouteDeps["vouchers"];
  visas: BackOfficeRouteDeps["visas"];
  visaProducts: BackOfficeRouteDeps["visaProducts"];
  tours: BackOfficeRouteDeps["tours"];
  promotions: BackOfficeRouteDeps["promotions"];
  landingPages: BackOfficeRouteDeps["landingPages"];
  gateways: BackOfficeRouteDeps["gateways"];
  recordIssuedByHand: BackOfficeRouteDeps["recordIssuedByHand"];
  limiter: RateLimiter;
}) {
  const repository = createBackOfficeRepository(deps.db);
  const service = createBackOfficeService({
    repository,
    seal: createTotpSeal(deps.config.OPERATOR_TOTP_KEY),
  });
  const publicOrigin = deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).origin : undefined;
  const requireOperator = createOperatorGuard(service, publicOrigin);
  return {
    service,
    requireOperator,
    register(app: AppInstance) {
      app.decorateRequest("operator", null);
      backOfficeRoutes(app, {
        service,
        requireOperator,
        refunds: deps.refunds,
        requestRefund: deps.requestRefund,
        orders: {
          search: createOrderSearch({
            orders: deps.orders,
            orderIdsByReference: deps.orderIdsByReference,
            findUserId: deps.findUserId,
          }),
          searchFor: (userId) =>
            deps.orders.search({ terms: {}, userIds: [userId], searched: true, page: 1, pageSize: 20 }),
          details: deps.orders.details,
          exists: deps.orders.exists,
        },
        customers: deps.customers,
        walletBalanceCents: deps.walletBalanceCents,
        travellersOf: deps.travellersOf,
        activityOf: deps.activityOf,
        resendTicket: deps.resendTicket,
        retryIssuance: deps.retryIssuance,
        charters: deps.charters,
        hotels: deps.hotels,
        markups: deps.markups,
        hotelMarkups: deps.hotelMarkups,
        vouchers: deps.vouchers,
        visas: deps.visas,
        visaProducts: deps.visaProducts,
        tours: deps.tours,
        promotions: deps.promotions,
        landingPages: deps.landingPages,
        gateways: deps.gateways,
        recordIssuedByHand: deps.recordIssuedByHand,
        signInLimit: (ip) =>
          deps.limiter.hit(
            { name: "operator-sign-in:ip", max: deps.config.OPERATOR_SIGN_INS_PER_IP, windowSeconds: 900 },
            ip,
          ),
        adjustments: createWalletAdjustments({
          repository,
          record: service.record,
          post: deps.walletPost,
          customerExists: (userId) => deps.customers.get(userId),
          approvalAboveCents: toCents(deps.config.WALLET_ADJUSTMENT_APPROVAL_ABOVE),
        }),
        pricing: deps.pricing,
        dashboard: createDashboard(deps.figures),
        secureCookie: deps.config.isProduction,
      });
      if (!deps.config.isProduction) backOfficeDevRoutes(app, service);
    },
  };
}
