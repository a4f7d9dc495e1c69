/**
 * The `network` supplier's fault switches (NETWORK_SUPPLIER_FAULTS, and outside production
 * `POST /api/dev/catalog/faults`): injected price changes, sold-out flights, slow or failing
 * searches, failing or slow ticket issues, and bookings the supplier will not confirm.
 */
export const NETWORK_FAULTS = [
  "price-change",
  "sold-out",
  "slow",
  "error",
  "issue-failure",
  "issue-slow",
  "confirm-failure",
] as const;
export type NetworkFault = (typeof NETWORK_FAULTS)[number];
