/**
 * The operators' back office (issue 13): operator accounts apart from customers, their roles, the
 * sign-in with a second factor (TOTP, RFC 6238), the append-only audit log, and the refund decisions
 * the finance team takes. The API lives under `/api/back-office/`, the screens under `/back-office`.
 */
import { z } from "zod";
import { backOfficeOrdersPageSchema } from "./back-office-orders";
import { pageNumberSchema, pageOf, pageSizeSchema } from "./paging";
import { refundRequestSchema } from "./refund";
import { savedPassengerSchema } from "./saved-passenger";
import { BackOfficeMessageKey as K } from "./user-messages";

export const OperatorRole = {
  Admin: "admin",
  Support: "support",
  Finance: "finance",
  Operations: "operations",
  Content: "content",
  /** The visa officers: they prepare, file and answer visa cases (issue 15). */
  VisaOfficer: "visa",
} as const;
export type OperatorRole = (typeof OperatorRole)[keyof typeof OperatorRole];
export const operatorRoles: readonly OperatorRole[] = Object.values(OperatorRole);
export const operatorRoleSchema = z.enum(OperatorRole);

export const OperatorStatus = { Active: "active", Disabled: "disabled" } as const;
export type OperatorStatus = (typeof OperatorStatus)[keyof typeof OperatorStatus];

/** An operator's session lasts this long from sign-in (shorter than a customer's). */
export const OPERATOR_SESSION_HOURS = 8;
/** Wrong sign-ins in a row before the account is locked for OPERATOR_LOCK_MINUTES. */
export const OPERATOR_MAX_FAILED_SIGN_INS = 5;
export const OPERATOR_LOCK_MINUTES = 15;
/** An operator's password is at least this long (they guard every customer's data). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

/**
 * What each role may do: the one table every back-office route is checked against on the server
 * (403 otherwise). Admins may do everything.
 */
export const BackOfficePermission = {
  /** Read orders, customers and refunds. */
  ViewOrders: "orders:view",
  /** Decide refunds (approve, reject, mark a bank payout paid). */
  DecideRefunds: "refunds:decide",
  /** Create operators and read the audit log. */
  ManageOperators: "operators:manage",
  ViewAudit: "audit:view",
  /** Set currency rates, markup rules and the payment gateways offered. */
  ManageMoney: "money:manage",
  /** Create, end and watch discount vouchers (marketing). */
  ManageVouchers: "vouchers:manage",
  /** Suspend, reinstate or terminate customers' accounts (spec §6). */
  ManageCustomers: "customers:manage",
  /** The catalog: charter flights (create, open and close sales). */
  ManageCatalog: "catalog:manage",
  /** Act on an order: retry its confirmation or ticket issue now. */
  OperateOrders: "orders:operate",
  /** Adjust a customer's wallet with a reason, and approve another operator's large adjustment (finance only). */
  AdjustWallets: "wallets:adjust",
  /** Work visa cases: review, ask the customer for a document, file, approve with the visa, reject. */
  ManageVisas: "visas:manage",
  /** Visa products: add one, change its prices, processing, documents, or take it off sale. */
  ManageVisaProducts: "visa-products:manage",
  /** Tours: add one, change its plan, photos and prices, its departures and seats, take it off sale. */
  ManageTours: "tours:manage",
  /** The home page's promotions: add one, change its texts, link, voucher code and days, deactivate it. */
  ManagePromotions: "promotions:manage",
  /** City landing pages: edit a city's words in the three languages, publish or unpublish it. */
  ManageLandingPages: "landing-pages:manage",
} as const;
export type BackOfficePermission = (typeof BackOfficePermission)[keyof typeof BackOfficePermission];

export const rolePermissions: Record<OperatorRole, readonly BackOfficePermission[]> = {
  // Everything but moving customers' money by hand, which is finance's alone.
  admin: Object.values(BackOfficePermission).filter((p) => p !== BackOfficePermission.AdjustWallets),
  support: [
    BackOfficePermission.ViewOrders,
    BackOfficePermission.ManageCustomers,
    BackOfficePermission.OperateOrders,
  ],
  finance: [
    BackOfficePermission.ViewOrders,
    BackOfficePermission.DecideRefunds,
    BackOfficePermission.ManageMoney,
    BackOfficePermission.ManageVouchers,
    BackOfficePermission.AdjustWallets,
  ],
  operations: [
    BackOfficePermission.ViewOrders,
    BackOfficePermission.OperateOrders,
    BackOfficePermission.ManageCatalog,
    BackOfficePermission.ManageTours,
    BackOfficePermission.ManagePromotions,
    BackOfficePermission.ManageLandingPages,
  ],
  content: [
    BackOfficePermission.ManageVouchers,
    BackOfficePermission.ManagePromotions,
    BackOfficePermission.ManageLandingPages,
  ],
  visa: [
    BackOfficePermission.ViewOrders,
    BackOfficePermission.ManageVisas,
    BackOfficePermission.ManageVisaProducts,
  ],
};

export function roleMay(role: OperatorRole, permission: BackOfficePermission): boolean {
  return rolePermissions[role].includes(permission);
}

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: K.OPERATOR_EMAIL_IS_INVALID }));

/** `POST back-office/auth/sign-in`: e-mail, password and the authenticator's 6-digit code. */
export const operatorSignInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, K.OPERATOR_SIGN_IN_FAILED)
    .max(254, K.OPERATOR_SIGN_IN_FAILED),
  password: z.string().min(1, K.OPERATOR_SIGN_IN_FAILED).max(200, K.OPERATOR_SIGN_IN_FAILED),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, K.OPERATOR_CODE_IS_INVALID),
});
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;

/** `POST back-office/operators` (admins): a new operator; the answer holds their TOTP key once. */
export const createOperatorSchema = z.object({
  email,
  displayName: z.string().trim().min(1, K.OPERATOR_NAME_IS_REQUIRED).max(100, K.OPERATOR_NAME_IS_REQUIRED),
  role: z.enum(OperatorRole, { message: K.OPERATOR_ROLE_IS_INVALID }),
  password: z
    .string()
    .min(OPERATOR_PASSWORD_MIN_LENGTH, K.OPERATOR_PASSWORD_TOO_SHORT)
    .max(200, K.OPERATOR_PASSWORD_TOO_SHORT),
});
export type CreateOperator = z.infer<typeof createOperatorSchema>;

export const operatorViewSchema = z.object({
  operatorId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: operatorRoleSchema,
  status: z.enum(OperatorStatus),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

/** The signed-in operator and what their role allows (the screens show only what may be done). */
export const operatorSessionSchema = z.object({
  operator: operatorViewSchema,
  permissions: z.array(z.enum(BackOfficePermission)),
  expiresAt: z.string(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** A new operator with their authenticator key: shown once, to be scanned or typed into the app. */
export const createdOperatorSchema = z.object({
  operator: operatorViewSchema,
  totpSecret: z.string(),
  /** `otpauth://totp/…`: what an authenticator app's QR code holds. */
  totpUri: z.string(),
});
export type CreatedOperator = z.infer<typeof createdOperatorSchema>;

/** One line of the append-only audit log. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorId: z.uuid().nullable(),
  operatorEmail: z.string().nullable(),
  role: z.string().nullable(),
  /** e.g. `operator.sign-in`, `refund.approve`. */
  action: z.string(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const page = pageNumberSchema(10_000);
const pageSize = pageSizeSchema(100, 20);

/** `GET back-office/audit`: newest first, filtered by any of these. */
export const auditQuerySchema = z.object({
  operatorEmail: z.string().trim().toLowerCase().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  objectType: z.string().trim().max(50).optional(),
  objectId: z.string().trim().max(100).optional(),
  page,
  pageSize,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET back-office/refunds`: the queue (waiting for a decision, or for a bank payout). */
export const refundQueueQuerySchema = z.object({
  status: z
    .enum(["Requested", "Approved", "Rejected", "Refunded"], { message: K.REFUND_STATUS_IS_INVALID })
    .optional(),
  page,
  pageSize,
});
export type RefundQueueQuery = z.infer<typeof refundQueueQuerySchema>;

/** Approve, optionally with another penalty (decimal USD) and the reason for it. */
export const approveRefundSchema = z.object({
  penaltyAmount: z.number().nonnegative().optional(),
  note: z.string().trim().max(500).optional(),
});
export const rejectRefundSchema = z.object({ note: z.string().max(500) });
export const refundPayoutSchema = z.object({ reference: z.string().max(100) });

export const refundQueuePageSchema = pageOf(refundRequestSchema);
export type RefundQueuePage = z.infer<typeof refundQueuePageSchema>;

/** `POST back-office/currency-rates`: a display currency's new rate (units for one USD; USD stays 1). */
export const setCurrencyRateSchema = z.object({
  currencyCode: z.enum(["IQD", "AED", "IRR"], { message: K.CURRENCY_RATE_IS_FIXED }),
  exchangeRate: z
    .number({ message: K.CURRENCY_RATE_IS_INVALID })
    .positive(K.CURRENCY_RATE_IS_INVALID)
    .max(100_000_000, K.CURRENCY_RATE_IS_INVALID),
});
export type SetCurrencyRate = z.infer<typeof setCurrencyRateSchema>;

/** One rate an operator set. */
export const currencyRateChangeSchema = z.object({
  currencyCode: z.string(),
  exchangeRate: z.number(),
  previousRate: z.number(),
  setBy: z.string(),
  setAt: z.string(),
});
export type CurrencyRateChange = z.infer<typeof currencyRateChangeSchema>;

/** `GET back-office/dashboard`: today (Baghdad) and what waits for someone. */
export const backOfficeDashboardSchema = z.object({
  /** The Baghdad calendar day the figures are of. */
  day: z.string(),
  /** Orders paid today, and what they brought (decimal USD). */
  paidOrders: z.number().int(),
  revenue: z.number(),
  paymentsPending: z.number().int(),
  /** Orders whose confirmation or ticket issue failed for good in the last 7 days. */
  issueFailures: z.number().int(),
  refundsAwaiting: z.number().int(),
  /** When the oldest waiting refund's 24-hour promise runs out (null when none waits). */
  oldestRefundDueAt: z.string().nullable(),
});
export type BackOfficeDashboard = z.infer<typeof backOfficeDashboardSchema>;

export const CustomerStatus = { Active: "active", Suspended: "suspended", Terminated: "terminated" } as const;
export type CustomerStatus = (typeof CustomerStatus)[keyof typeof CustomerStatus];

/** `GET back-office/customers`: by phone (any form), e-mail or name; newest first. */
export const customersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(CustomerStatus).optional(),
  page,
  pageSize,
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const backOfficeCustomerSchema = z.object({
  userId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(CustomerStatus),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type BackOfficeCustomer = z.infer<typeof backOfficeCustomerSchema>;
export const backOfficeCustomersPageSchema = pageOf(backOfficeCustomerSchema);

/** `GET back-office/customers/{id}`: the account, its wallet balance, latest orders and saved travellers. */
export const backOfficeCustomerDetailsSchema = z.object({
  customer: backOfficeCustomerSchema,
  walletBalance: z.number(),
  orders: backOfficeOrdersPageSchema,
  travellers: z.array(savedPassengerSchema),
});
export type BackOfficeCustomerDetails = z.infer<typeof backOfficeCustomerDetailsSchema>;

/**
 * `POST back-office/customers/{id}/status` (spec §6): suspend (refused on every call within seconds),
 * reinstate, or terminate (for good), with the reason kept in the audit log.
 */
export const setCustomerStatusSchema = z.object({
  status: z.enum(CustomerStatus, { message: K.CUSTOMER_STATUS_IS_INVALID }),
  reason: z
    .string()
    .trim()
    .min(1, K.CUSTOMER_STATUS_REASON_REQUIRED)
    .max(500, K.CUSTOMER_STATUS_REASON_REQUIRED),
});
export type SetCustomerStatus = z.infer<typeof setCustomerStatusSchema>;

export const WalletAdjustmentStatus = {
  Pending: "pending",
  Applied: "applied",
  Rejected: "rejected",
} as const;
export type WalletAdjustmentStatus = (typeof WalletAdjustmentStatus)[keyof typeof WalletAdjustmentStatus];

/**
 * `POST back-office/customers/{id}/wallet-adjustments`: a signed amount (decimal USD, whole cents,
 * not zero, at most 100,000 either way) and the reason. Above the configured amount
 * (WALLET_ADJUSTMENT_APPROVAL_ABOVE) it waits for a second finance operator's approval.
 */
export const createWalletAdjustmentSchema = z.object({
  amount: z
    .number({ message: K.WALLET_ADJUSTMENT_AMOUNT_IS_INVALID })
    .refine((v) => v !== 0 && Math.abs(v) <= 100_000 && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: K.WALLET_ADJUSTMENT_AMOUNT_IS_INVALID,
    }),
  reason: z
    .string()
    .trim()
    .min(1, K.WALLET_ADJUSTMENT_REASON_REQUIRED)
    .max(500, K.WALLET_ADJUSTMENT_REASON_REQUIRED),
});
export type CreateWalletAdjustment = z.infer<typeof createWalletAdjustmentSchema>;

export const walletAdjustmentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** Signed decimal USD: positive credits the wallet. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(WalletAdjustmentStatus),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WalletAdjustment = z.infer<typeof walletAdjustmentSchema>;
export const walletAdjustmentsQuerySchema = z.object({
  status: z.enum(WalletAdjustmentStatus).optional(),
  /** One customer's adjustments (their page in the back office). */
  userId: z.uuid().optional(),
  page,
  pageSize,
});
export const walletAdjustmentsPageSchema = pageOf(walletAdjustmentSchema).extend({
  /** Adjustments above this many USD (either way) wait for a second finance operator. */
  approvalAbove: z.number(),
});
export const rejectWalletAdjustmentSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, K.WALLET_ADJUSTMENT_REASON_REQUIRED)
    .max(500, K.WALLET_ADJUSTMENT_REASON_REQUIRED),
});
