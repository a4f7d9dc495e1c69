/**
 * Translation keys of the messages the API answers with outside the form rules: the user-facing
 * messages of spec §8 and the platform's own (not found, too many requests, ...). Every web
 * locale holds each one (checked by the web app's i18n test).
 */
export const UserMessageKey = {
  // spec §8, user-facing messages
  FLIGHT_BOOKING_ERROR: "FLIGHT_BOOKING_ERROR",
  FLIGHT_NOT_FOUND: "FLIGHT_NOT_FOUND",
  PRICE_CHANGED: "PRICE_CHANGED",
  CONFIRMATION_FAILED: "CONFIRMATION_FAILED",
  TICKET_ISSUE_FAILED: "TICKET_ISSUE_FAILED",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  WRONG_OTP_CODE: "WRONG_OTP_CODE",
  TOO_MANY_CODE_REQUESTS: "TOO_MANY_CODE_REQUESTS",
  WRONG_PASSWORD: "WRONG_PASSWORD",
  NO_ACTIVE_PAYMENT_GATEWAY: "NO_ACTIVE_PAYMENT_GATEWAY",
  CANNOT_ADD_TRAVELER: "CANNOT_ADD_TRAVELER",
  INVALID_PASSPORT_IMAGE: "INVALID_PASSPORT_IMAGE",
  IMAGE_COUNT_EXCEEDS_PASSENGERS: "IMAGE_COUNT_EXCEEDS_PASSENGERS",
  GENERIC_ERROR: "GENERIC_ERROR",
  NOT_ENOUGH_WALLET_BALANCE: "NOT_ENOUGH_WALLET_BALANCE",
  PAGE_NOT_FOUND: "PAGE_NOT_FOUND",
  NEW_APP_VERSION: "NEW_APP_VERSION",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  TOKENS_EXPIRED: "TOKENS_EXPIRED",
  // platform
  NOT_FOUND: "NOT_FOUND",
  FIELD_IS_INVALID: "FIELD_IS_INVALID",
  REQUEST_BODY_IS_INVALID: "REQUEST_BODY_IS_INVALID",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  /** 400: a list's page number is not a whole number from 1 up to the list's last allowed page. */
  PAGE_IS_INVALID: "PAGE_IS_INVALID",
  /** 400: a list's page size is not a whole number from 1 up to the list's maximum. */
  PAGE_SIZE_IS_INVALID: "PAGE_SIZE_IS_INVALID",
  // accounts
  OTP_CODE_EXPIRED: "OTP_CODE_EXPIRED",
  DIALING_CODE_IS_INVALID: "DIALING_CODE_IS_INVALID",
  OTP_CHANNEL_IS_INVALID: "OTP_CHANNEL_IS_INVALID",
  SESSION_EXPIRED: "SESSION_EXPIRED",
  GOOGLE_SIGN_IN_FAILED: "GOOGLE_SIGN_IN_FAILED",
  GOOGLE_SIGN_IN_NOT_CONFIGURED: "GOOGLE_SIGN_IN_NOT_CONFIGURED",
  ACCOUNT_SUSPENDED: "ACCOUNT_SUSPENDED",
  EMAIL_ALREADY_USED: "EMAIL_ALREADY_USED",
  PASSWORD_ALREADY_SET: "PASSWORD_ALREADY_SET",
  PASSWORD_NOT_SET: "PASSWORD_NOT_SET",
  UNSUPPORTED_GRANT_TYPE: "UNSUPPORTED_GRANT_TYPE",
  PL_ENTER_OTP_CODE: "PL_ENTER_OTP_CODE",
  PL_ENTER_USERNAME: "PL_ENTER_USERNAME",
  NAME_IS_INVALID: "NAME_IS_INVALID",
} as const;
export type UserMessageKey = (typeof UserMessageKey)[keyof typeof UserMessageKey];
export const userMessageKeys: readonly UserMessageKey[] = Object.values(UserMessageKey);

/**
 * Keys of the flight catalog API (search input, search expiry, history). Kept apart from
 * `userMessageKeys` until every web locale translates them: the web engineer adds them to
 * ar/fa/en and then merges `flightMessageKeys` into the locale check (apps/web i18n test).
 */
export const FlightMessageKey = {
  PL_SELECT_ORIGIN: "PL_SELECT_ORIGIN",
  PL_SELECT_DESTINATION: "PL_SELECT_DESTINATION",
  PL_SELECT_DEPARTURE_DATE: "PL_SELECT_DEPARTURE_DATE",
  PL_SELECT_RETURN_DATE: "PL_SELECT_RETURN_DATE",
  IATA_CODE_IS_INVALID: "IATA_CODE_IS_INVALID",
  AIRPORT_NOT_FOUND: "AIRPORT_NOT_FOUND",
  ORIGIN_AND_DESTINATION_ARE_SAME: "ORIGIN_AND_DESTINATION_ARE_SAME",
  DATE_IS_INVALID: "DATE_IS_INVALID",
  DEPARTURE_DATE_IN_PAST: "DEPARTURE_DATE_IN_PAST",
  DEPARTURE_DATE_TOO_FAR: "DEPARTURE_DATE_TOO_FAR",
  RETURN_DATE_BEFORE_DEPARTURE: "RETURN_DATE_BEFORE_DEPARTURE",
  ROUTES_ARE_REQUIRED: "ROUTES_ARE_REQUIRED",
  TOO_MANY_ROUTES: "TOO_MANY_ROUTES",
  ROUTE_DATES_OUT_OF_ORDER: "ROUTE_DATES_OUT_OF_ORDER",
  TRIP_TYPE_IS_INVALID: "TRIP_TYPE_IS_INVALID",
  CABIN_CLASS_IS_INVALID: "CABIN_CLASS_IS_INVALID",
  FLIGHT_SCOPE_IS_INVALID: "FLIGHT_SCOPE_IS_INVALID",
  FLIGHT_SCOPE_MISMATCH: "FLIGHT_SCOPE_MISMATCH",
  FLIGHT_SEARCH_EXPIRED: "FLIGHT_SEARCH_EXPIRED",
  FLIGHT_SOLD_OUT: "FLIGHT_SOLD_OUT",
  SEARCH_HISTORY_NOT_FOUND: "SEARCH_HISTORY_NOT_FOUND",
} as const;
export type FlightMessageKey = (typeof FlightMessageKey)[keyof typeof FlightMessageKey];
export const flightMessageKeys: readonly FlightMessageKey[] = Object.values(FlightMessageKey);

/**
 * Keys of the booking API (orders, saved passengers, wallet). Kept apart from `userMessageKeys`
 * until every web locale translates them, like `FlightMessageKey`.
 */
export const BookingMessageKey = {
  /** 409: the order's status does not accept what was asked (e.g. pay an order already paid). */
  ORDER_STATUS_CONFLICT: "ORDER_STATUS_CONFLICT",
  /** 404: no saved passenger with this id. */
  PASSENGER_NOT_FOUND: "PASSENGER_NOT_FOUND",
  /** 400: the wallet type is not one the storefront has (only Cache). */
  WALLET_TYPE_IS_INVALID: "WALLET_TYPE_IS_INVALID",
  /** 400: an amount that is not a positive number with at most 2 decimals. */
  AMOUNT_IS_INVALID: "AMOUNT_IS_INVALID",
  /** 400: a wallet-flow date filter that is not a date, or `from` after `to`. */
  DATE_RANGE_IS_INVALID: "DATE_RANGE_IS_INVALID",
  /** 409: a wallet movement reference already used for a different movement. */
  WALLET_REFERENCE_CONFLICT: "WALLET_REFERENCE_CONFLICT",
  /** 400: a wallet-flow filter type or reason that is not one of the wallet's. */
  WALLET_FLOW_TYPE_IS_INVALID: "WALLET_FLOW_TYPE_IS_INVALID",
} as const;
export type BookingMessageKey = (typeof BookingMessageKey)[keyof typeof BookingMessageKey];
export const bookingMessageKeys: readonly BookingMessageKey[] = Object.values(BookingMessageKey);

/**
 * Keys of the flight order API (submit, reserve, orders, discount vouchers). Kept apart from
 * `userMessageKeys` until every web locale translates them, like `BookingMessageKey`. Also used:
 * PRICE_CHANGED, FLIGHT_NOT_FOUND (UserMessageKey), FLIGHT_SOLD_OUT, FLIGHT_SEARCH_EXPIRED
 * (FlightMessageKey) and ORDER_STATUS_CONFLICT (BookingMessageKey).
 */
export const OrderMessageKey = {
  /** 400: SubmitFlightOrder without an `Idempotency-Key` header or body field, or a malformed one. */
  IDEMPOTENCY_KEY_IS_INVALID: "IDEMPOTENCY_KEY_IS_INVALID",
  /** 409: the idempotency key was already used by this customer for a different order request. */
  IDEMPOTENCY_KEY_REUSED: "IDEMPOTENCY_KEY_REUSED",
  /** 404: no order with this id. */
  ORDER_NOT_FOUND: "ORDER_NOT_FOUND",
  /** 403: the order belongs to another customer. */
  ORDER_NOT_YOURS: "ORDER_NOT_YOURS",
  /** 400: the passengers' age categories do not match the adults/children/infants searched. */
  PASSENGER_COUNT_MISMATCH: "PASSENGER_COUNT_MISMATCH",
  /** 409: the seat hold ran out; the order was rejected and its seats given back. */
  ORDER_HOLD_EXPIRED: "ORDER_HOLD_EXPIRED",
  /** 400: no active voucher with this code. */
  VOUCHER_NOT_FOUND: "VOUCHER_NOT_FOUND",
  /** 400: the voucher's expiry has passed. */
  VOUCHER_EXPIRED: "VOUCHER_EXPIRED",
  /** 400: the order total is below the voucher's minimum amount. */
  VOUCHER_MINIMUM_NOT_MET: "VOUCHER_MINIMUM_NOT_MET",
  /** 409: the voucher has been used as many times as it may be, by everyone together. */
  VOUCHER_USAGE_LIMIT_REACHED: "VOUCHER_USAGE_LIMIT_REACHED",
  /** 409: this customer has used the voucher as many times as one customer may. */
  VOUCHER_CUSTOMER_LIMIT_REACHED: "VOUCHER_CUSTOMER_LIMIT_REACHED",
  /** 409: the order already carries a voucher; remove it first. */
  VOUCHER_ALREADY_APPLIED: "VOUCHER_ALREADY_APPLIED",
  /** 409: nothing of the order is paid now (a stay paid at the hotel), so a code has nothing to discount. */
  VOUCHER_NOTHING_TO_PAY_NOW: "VOUCHER_NOTHING_TO_PAY_NOW",
  /** 409: the order's ticket has not been issued (yet), so there is no e-ticket to show or download. */
  TICKET_NOT_ISSUED: "TICKET_NOT_ISSUED",
} as const;
export type OrderMessageKey = (typeof OrderMessageKey)[keyof typeof OrderMessageKey];
export const orderMessageKeys: readonly OrderMessageKey[] = Object.values(OrderMessageKey);

/**
 * Keys of the payment API (gateways, Pay/Create, callbacks). Kept apart from `userMessageKeys` until
 * every web locale translates them, like `OrderMessageKey`. Also used: PAYMENT_FAILED,
 * NO_ACTIVE_PAYMENT_GATEWAY, NOT_ENOUGH_WALLET_BALANCE (UserMessageKey), ORDER_NOT_FOUND,
 * ORDER_NOT_YOURS, ORDER_HOLD_EXPIRED (OrderMessageKey) and ORDER_STATUS_CONFLICT (BookingMessageKey).
 */
export const PaymentMessageKey = {
  /** 400: the chosen gateway does not exist or is not active. */
  PAYMENT_GATEWAY_NOT_AVAILABLE: "PAYMENT_GATEWAY_NOT_AVAILABLE",
  /** 404: no payment with this id. */
  PAYMENT_NOT_FOUND: "PAYMENT_NOT_FOUND",
  /** 403: the payment belongs to another customer. */
  PAYMENT_NOT_YOURS: "PAYMENT_NOT_YOURS",
  /** 401: a gateway callback whose signature does not verify; nothing is settled. */
  PAYMENT_SIGNATURE_INVALID: "PAYMENT_SIGNATURE_INVALID",
  /** 400: a gateway callback whose reference or amount does not match the payment; nothing is settled. */
  PAYMENT_CALLBACK_MISMATCH: "PAYMENT_CALLBACK_MISMATCH",
  /** 503: the gateway could not be reached to start the payment; try again. */
  PAYMENT_GATEWAY_UNAVAILABLE: "PAYMENT_GATEWAY_UNAVAILABLE",
  /** 400: Pay/Create names neither an order to pay nor a top-up amount, or both. */
  PAYMENT_PURPOSE_IS_INVALID: "PAYMENT_PURPOSE_IS_INVALID",
  /** 400: a wallet top-up below WALLET_TOP_UP_MINIMUM (50 USD, spec §5, §9). */
  WALLET_TOP_UP_BELOW_MINIMUM: "WALLET_TOP_UP_BELOW_MINIMUM",
  /** 400: a wallet top-up cannot be paid from the wallet itself (useWallet). */
  WALLET_TOP_UP_NOT_FROM_WALLET: "WALLET_TOP_UP_NOT_FROM_WALLET",
} as const;
export type PaymentMessageKey = (typeof PaymentMessageKey)[keyof typeof PaymentMessageKey];
export const paymentMessageKeys: readonly PaymentMessageKey[] = Object.values(PaymentMessageKey);

/**
 * Keys of the refund API (refund/RefundReason, RefundableItems, RefundRequest and the operator's
 * decisions). The form's own rules (reason, name, bank numbers, policy) are in messages.ts.
 */
export const RefundMessageKey = {
  /** 400: no refund reason with this id. */
  REFUND_REASON_IS_INVALID: "REFUND_REASON_IS_INVALID",
  /** 400: no item chosen, or an item that is not one of the order's. */
  REFUND_ITEMS_ARE_INVALID: "REFUND_ITEMS_ARE_INVALID",
  /** 400: a refund to a bank needs an account number, an IBAN or a card number. */
  REFUND_BANK_DETAILS_REQUIRED: "REFUND_BANK_DETAILS_REQUIRED",
  /** 409: the order cannot be refunded in its status (not issued yet, or already refunded). */
  ORDER_NOT_REFUNDABLE: "ORDER_NOT_REFUNDABLE",
  /** 409: the flight has departed: its tickets can no longer be refunded. */
  REFUND_AFTER_DEPARTURE: "REFUND_AFTER_DEPARTURE",
  /** 409: one of the items already has an open or completed refund request. */
  REFUND_ALREADY_REQUESTED: "REFUND_ALREADY_REQUESTED",
  /** 404: no refund request with this id (or another customer's). */
  REFUND_NOT_FOUND: "REFUND_NOT_FOUND",
  /** 409: the request was already decided (approved, rejected or paid out); each decision happens once. */
  REFUND_ALREADY_DECIDED: "REFUND_ALREADY_DECIDED",
  /** 400: a decision (rejection, penalty override) needs its reason written. */
  REFUND_DECISION_REASON_REQUIRED: "REFUND_DECISION_REASON_REQUIRED",
  /** 400: the penalty override is negative or above what was paid. */
  REFUND_PENALTY_IS_INVALID: "REFUND_PENALTY_IS_INVALID",
  /** 400: a bank payout marked paid needs the bank's reference. */
  REFUND_PAYOUT_REFERENCE_REQUIRED: "REFUND_PAYOUT_REFERENCE_REQUIRED",
  /** 409: the supplier could not cancel the booking; the request waits for an operator. */
  REFUND_SUPPLIER_CANCEL_FAILED: "REFUND_SUPPLIER_CANCEL_FAILED",
} as const;
export type RefundMessageKey = (typeof RefundMessageKey)[keyof typeof RefundMessageKey];
export const refundMessageKeys: readonly RefundMessageKey[] = Object.values(RefundMessageKey);

export * from "./back-office-message-keys";
export * from "./product-message-keys";
