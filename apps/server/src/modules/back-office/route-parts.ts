/** What every back-office route file shares: its OpenAPI tag, the no-store header, the id parameter, the deps. */
import type { BackOfficeDashboard, OrderActivity, SavedPassenger } from "@safar/domain";
import { z } from "zod";
import type { CustomerAdmin } from "../accounts/customer-admin.service";
import type { CharterAdmin } from "../catalog/charter-admin.service";
import type { MarkupAdmin } from "../catalog/markup-admin.service";
import type { HotelAdmin } from "../hotels/hotel-admin.service";
import type { HotelMarkupAdmin } from "../hotels/hotel-markup-admin.service";
import type { LandingAdmin } from "../landing/landing.service";
import type { OrdersService } from "../orders/orders.service";
import type { VoucherAdmin } from "../orders/voucher-admin.service";
import type { PaymentsService } from "../payments/payments.service";
import type { PricingService } from "../pricing/pricing.service";
import type { PromotionsAdmin } from "../promotions/promotions.service";
import type { RefundsService } from "../refunds/refunds.service";
import type { TourAdminService } from "../tours/tour-admin.service";
import type { VisaOfficers } from "../visas/visa-officers.service";
import type { VisaProductsEditor } from "../visas/visa-product-admin.service";
import type { BackOfficeService } from "./back-office.service";
import type { RequireOperator } from "./operator-guard";
import type { createOrderSearch } from "./order-search";
import type { WalletAdjustments } from "./wallet-adjustments";

export const tags = ["back-office"];
export const noStore = { "cache-control": "no-store" };
export const idParams = z.object({ id: z.uuid() });

/** The services the back office's routes call (its own, and other modules' operator services). */
export interface BackOfficeRouteDeps {
  service: BackOfficeService;
  requireOperator: RequireOperator;
  refunds: RefundsService["operator"];
  /** The customer's refund request, made by an operator (the order's "cancel and refund"). */
  requestRefund: RefundsService["createForCustomer"];
  orders: {
    search: ReturnType<typeof createOrderSearch>;
    /** 404 ORDER_NOT_FOUND unless the order exists. */
    exists: (orderId: string) => Promise<void>;
    /** A customer's latest orders. */
    searchFor: (userId: string) => ReturnType<OrdersService["operator"]["search"]>;
    details: OrdersService["operator"]["details"];
  };
  pricing: Pick<PricingService, "getUiCurrencies" | "setRate" | "rateHistory">;
  dashboard: () => Promise<BackOfficeDashboard>;
  customers: CustomerAdmin;
  walletBalanceCents: (userId: string) => Promise<number>;
  /** What an order's page shows beyond its timeline (the order's payments' ids given). */
  activityOf: (orderId: string) => Promise<OrderActivity>;
  /** The customer's saved travellers (the passengers module's list). */
  travellersOf: (userId: string) => Promise<SavedPassenger[]>;
  /** Sends the issued e-ticket again; false when the order has none. */
  resendTicket: (orderId: string) => Promise<boolean>;
  adjustments: WalletAdjustments;
  charters: CharterAdmin;
  /** The operator's contracted hotels (the hotels module). */
  hotels: HotelAdmin;
  markups: MarkupAdmin;
  /** Hotel markup rules (the hotels module). */
  hotelMarkups: HotelMarkupAdmin;
  vouchers: VoucherAdmin;
  /** The visa officers' cases (the visas module). */
  visas: VisaOfficers;
  /** The visa products (the visas module). */
  visaProducts: VisaProductsEditor;
  /** The tours and their departures (the tours module). */
  tours: TourAdminService;
  /** The home page's promotions (the promotions module). */
  promotions: PromotionsAdmin;
  /** The city landing pages (the landing module). */
  landingPages: LandingAdmin;
  gateways: {
    list: PaymentsService["gatewaysForOperators"];
    offer: PaymentsService["offerGateway"];
  };
  /** Records tickets issued by hand for an order waiting for its issue. */
  recordIssuedByHand: (
    orderId: string,
    input: { bookingReference: string; ticketNumbers: readonly string[] },
  ) => Promise<"recorded" | "not-waiting" | "wrong-count">;
  /** Tries a waiting confirmation or issue at once; false when nothing waits. */
  retryIssuance: (orderId: string) => Promise<boolean>;
  secureCookie: boolean;
  /** Counts sign-in attempts per client address (OPERATOR_SIGN_INS_PER_IP per 15 minutes). */
  signInLimit: (ip: string) => Promise<unknown>;
}
