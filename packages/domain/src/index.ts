/**
 * @safar/domain: the business rules shared by server and web (pure TypeScript, no I/O).
 * `site-config` is deliberately not re-exported: import it as `@safar/domain/site-config`.
 */
export * from "./account";
export * from "./back-office";
export * from "./back-office-orders";
export * from "./backoff";
export * from "./charter-admin";
export * from "./contact";
export * from "./currency";
export * from "./date-range";
export * from "./dates";
export * from "./enums";
export * from "./expiring-store";
export * from "./field-key";
export * from "./flight-filters";
export * from "./flight-order";
export * from "./flights";
export * from "./hotel";
export * from "./hotel-admin";
export * from "./hotel-order";
export * from "./hotel-search";
export * from "./intl";
export * from "./issuance";
export * from "./messages";
export * from "./money";
export * from "./order-item";
export * from "./order-status";
export * from "./order-views";
export * from "./paging";
export * from "./passenger";
export * from "./passenger-counts";
export * from "./password";
export * from "./payment";
export * from "./pricing-admin";
export * from "./redirect";
export * from "./reference";
export * from "./refund";
export * from "./saved-passenger";
export * from "./text";
export * from "./upload";
export * from "./user-messages";
export * from "./uuid";
export * from "./visa";
export * from "./visa-case-admin";
export * from "./visa-order";
export * from "./wallet";
