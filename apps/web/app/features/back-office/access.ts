/**
 * Who may open which back-office section, and the way to the sign-in and back. The server checks
 * every call against the domain's role table (403 otherwise); the screens only leave out what the
 * operator's session says their role may not do.
 */
import { type BackOfficePermission, type OperatorSession, BackOfficePermission as P } from "@safar/domain";
import { safeRedirect } from "@safar/domain/redirect";

export const BACK_OFFICE_PATH = "/back-office";
export const SIGN_IN_PATH = "/back-office/sign-in";
export const REDIRECT_PARAM = "redirectTo";

export type Section = {
  to: string;
  /** Under `back-office.nav.`. */
  key:
    | "dashboard"
    | "orders"
    | "refunds"
    | "audit"
    | "operators"
    | "customers"
    | "wallet-adjustments"
    | "charters"
    | "hotels"
    | "tours"
    | "visa-cases"
    | "visa-products"
    | "promotions"
    | "landing-pages"
    | "rates"
    | "markup-rules"
    | "hotel-markup-rules"
    | "vouchers"
    | "payment-gateways";
  /** What the section needs (null: every operator). */
  permission: BackOfficePermission | null;
};

export const sections: readonly Section[] = [
  { to: BACK_OFFICE_PATH, key: "dashboard", permission: null },
  { to: `${BACK_OFFICE_PATH}/orders`, key: "orders", permission: P.ViewOrders },
  { to: `${BACK_OFFICE_PATH}/customers`, key: "customers", permission: P.ViewOrders },
  { to: `${BACK_OFFICE_PATH}/wallet-adjustments`, key: "wallet-adjustments", permission: P.AdjustWallets },
  { to: `${BACK_OFFICE_PATH}/refunds`, key: "refunds", permission: P.ViewOrders },
  { to: `${BACK_OFFICE_PATH}/charters`, key: "charters", permission: P.ManageCatalog },
  { to: `${BACK_OFFICE_PATH}/hotels`, key: "hotels", permission: P.ManageCatalog },
  { to: `${BACK_OFFICE_PATH}/tours`, key: "tours", permission: P.ManageTours },
  { to: `${BACK_OFFICE_PATH}/visa-cases`, key: "visa-cases", permission: P.ManageVisas },
  { to: `${BACK_OFFICE_PATH}/visa-products`, key: "visa-products", permission: P.ManageVisaProducts },
  { to: `${BACK_OFFICE_PATH}/promotions`, key: "promotions", permission: P.ManagePromotions },
  { to: `${BACK_OFFICE_PATH}/landing-pages`, key: "landing-pages", permission: P.ManageLandingPages },
  { to: `${BACK_OFFICE_PATH}/rates`, key: "rates", permission: P.ManageMoney },
  { to: `${BACK_OFFICE_PATH}/markup-rules`, key: "markup-rules", permission: P.ManageMoney },
  { to: `${BACK_OFFICE_PATH}/hotel-markup-rules`, key: "hotel-markup-rules", permission: P.ManageMoney },
  { to: `${BACK_OFFICE_PATH}/vouchers`, key: "vouchers", permission: P.ManageVouchers },
  { to: `${BACK_OFFICE_PATH}/payment-gateways`, key: "payment-gateways", permission: P.ManageMoney },
  { to: `${BACK_OFFICE_PATH}/audit`, key: "audit", permission: P.ViewAudit },
  { to: `${BACK_OFFICE_PATH}/operators`, key: "operators", permission: P.ManageOperators },
];

export function may(session: Pick<OperatorSession, "permissions"> | null, permission: BackOfficePermission) {
  return session?.permissions.includes(permission) ?? false;
}

/** The sections an operator's role may open, in the navigation's order. */
export function sectionsFor(session: Pick<OperatorSession, "permissions"> | null): Section[] {
  return sections.filter((section) => section.permission === null || may(session, section.permission));
}

/** Whether a path (with its query) is a back-office page other than the sign-in. */
function isBackOfficePage(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0] ?? "";
  return (
    (pathname === BACK_OFFICE_PATH || pathname.startsWith(`${BACK_OFFICE_PATH}/`)) &&
    pathname !== SIGN_IN_PATH &&
    pathname !== `${SIGN_IN_PATH}/`
  );
}

/** The sign-in page, asked to come back to `current` (a back-office page) afterwards. */
export function signInUrl(current?: string): string {
  const target = safeRedirect(current, "");
  if (!target || target === BACK_OFFICE_PATH || !isBackOfficePage(target)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * Where the sign-in goes next: the page asked for when it is a same-site back-office path (the
 * domain's safeRedirect rules: no other site, no scheme, no `//`, no `..`), else the dashboard.
 */
export function afterSignIn(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM), "");
  return target && isBackOfficePage(target) ? target : BACK_OFFICE_PATH;
}
