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

/** The back office's keys (issue 13): operators' sign-in, accounts and decisions. */
export const BackOfficeMessageKey = {
  /** 401: wrong e-mail, password or code (one answer for all three: nothing learned of which). */
  OPERATOR_SIGN_IN_FAILED: "OPERATOR_SIGN_IN_FAILED",
  /** 400: the authenticator code is six digits. */
  OPERATOR_CODE_IS_INVALID: "OPERATOR_CODE_IS_INVALID",
  /** 429: too many wrong sign-ins: the account waits OPERATOR_LOCK_MINUTES. */
  OPERATOR_LOCKED: "OPERATOR_LOCKED",
  /** 401: no operator session (signed out, expired, or the operator was disabled). */
  OPERATOR_UNAUTHENTICATED: "OPERATOR_UNAUTHENTICATED",
  /** 403: the operator's role may not do this. */
  OPERATOR_FORBIDDEN: "OPERATOR_FORBIDDEN",
  OPERATOR_EMAIL_IS_INVALID: "OPERATOR_EMAIL_IS_INVALID",
  /** 409: another operator has this e-mail. */
  OPERATOR_EMAIL_TAKEN: "OPERATOR_EMAIL_TAKEN",
  OPERATOR_NAME_IS_REQUIRED: "OPERATOR_NAME_IS_REQUIRED",
  OPERATOR_ROLE_IS_INVALID: "OPERATOR_ROLE_IS_INVALID",
  /** 400: an operator's password is at least OPERATOR_PASSWORD_MIN_LENGTH characters. */
  OPERATOR_PASSWORD_TOO_SHORT: "OPERATOR_PASSWORD_TOO_SHORT",
  REFUND_STATUS_IS_INVALID: "REFUND_STATUS_IS_INVALID",
  /** 400: USD is the base currency: its rate is 1. Only IQD, AED and IRR are set. */
  CURRENCY_RATE_IS_FIXED: "CURRENCY_RATE_IS_FIXED",
  /** 400: a rate is a positive number of units for one USD. */
  CURRENCY_RATE_IS_INVALID: "CURRENCY_RATE_IS_INVALID",
  CUSTOMER_STATUS_IS_INVALID: "CUSTOMER_STATUS_IS_INVALID",
  /** 400: suspending, reinstating or terminating an account needs its reason written. */
  CUSTOMER_STATUS_REASON_REQUIRED: "CUSTOMER_STATUS_REASON_REQUIRED",
  /** 409: a terminated account stays closed. */
  CUSTOMER_TERMINATED: "CUSTOMER_TERMINATED",
  /** 404: no customer with this id. */
  CUSTOMER_NOT_FOUND: "CUSTOMER_NOT_FOUND",
  ORDER_NOTE_IS_REQUIRED: "ORDER_NOTE_IS_REQUIRED",
  /** 400: a note is at most 2,000 characters. */
  ORDER_NOTE_IS_TOO_LONG: "ORDER_NOTE_IS_TOO_LONG",
  /** 400: an adjustment is a non-zero amount in whole cents, at most 100,000 either way. */
  WALLET_ADJUSTMENT_AMOUNT_IS_INVALID: "WALLET_ADJUSTMENT_AMOUNT_IS_INVALID",
  WALLET_ADJUSTMENT_REASON_REQUIRED: "WALLET_ADJUSTMENT_REASON_REQUIRED",
  /** 403: the operator who asked for an adjustment cannot approve it too. */
  WALLET_ADJUSTMENT_SAME_OPERATOR: "WALLET_ADJUSTMENT_SAME_OPERATOR",
  /** 409: the adjustment was approved or rejected already. */
  WALLET_ADJUSTMENT_ALREADY_DECIDED: "WALLET_ADJUSTMENT_ALREADY_DECIDED",
  WALLET_ADJUSTMENT_NOT_FOUND: "WALLET_ADJUSTMENT_NOT_FOUND",
  /** 409: nothing waits to be retried: the order is not paid, is issued, or was given up and refunded. */
  ISSUE_NOT_WAITING: "ISSUE_NOT_WAITING",
  CHARTER_AIRPORT_UNKNOWN: "CHARTER_AIRPORT_UNKNOWN",
  CHARTER_FLIGHT_NUMBER_IS_INVALID: "CHARTER_FLIGHT_NUMBER_IS_INVALID",
  /** 400: arrival after departure, departure in the future. */
  CHARTER_TIMES_ARE_INVALID: "CHARTER_TIMES_ARE_INVALID",
  CHARTER_AIRCRAFT_UNKNOWN: "CHARTER_AIRCRAFT_UNKNOWN",
  /** 400: a stop is an airport we know, not the origin, the destination or another stop; at most two. */
  CHARTER_STOP_IS_INVALID: "CHARTER_STOP_IS_INVALID",
  /** 400: at a stop the flight lands after leaving the previous airport, and leaves again before the arrival. */
  CHARTER_STOP_TIMES_ARE_INVALID: "CHARTER_STOP_TIMES_ARE_INVALID",
  CHARTER_FARE_CLASS_IS_INVALID: "CHARTER_FARE_CLASS_IS_INVALID",
  /** 400: at least one seat, at most the aircraft's. */
  CHARTER_SEATS_ARE_INVALID: "CHARTER_SEATS_ARE_INVALID",
  CHARTER_RULE_SET_UNKNOWN: "CHARTER_RULE_SET_UNKNOWN",
  /** 400: fares are decimal USD; the adult fare above zero. */
  CHARTER_FARE_IS_INVALID: "CHARTER_FARE_IS_INVALID",
  /** 409: this airline's flight number already departs at that time. */
  CHARTER_FLIGHT_EXISTS: "CHARTER_FLIGHT_EXISTS",
  CHARTER_FLIGHT_NOT_FOUND: "CHARTER_FLIGHT_NOT_FOUND",
  /** 400: a booking reference (PNR) is 5 to 8 letters and digits. */
  OFFLINE_BOOKING_REFERENCE_IS_INVALID: "OFFLINE_BOOKING_REFERENCE_IS_INVALID",
  /** 400: a ticket number is 13 digits. */
  OFFLINE_TICKET_NUMBER_IS_INVALID: "OFFLINE_TICKET_NUMBER_IS_INVALID",
  /** 400: one ticket number per traveller of the order. */
  OFFLINE_TICKETS_COUNT_IS_WRONG: "OFFLINE_TICKETS_COUNT_IS_WRONG",
  /** Markup rules, vouchers and payment gateways (pricing-admin.ts). */
  MARKUP_SCOPE_IS_INVALID: "MARKUP_SCOPE_IS_INVALID",
  MARKUP_AIRPORT_IS_INVALID: "MARKUP_AIRPORT_IS_INVALID",
  MARKUP_AIRLINE_IS_INVALID: "MARKUP_AIRLINE_IS_INVALID",
  MARKUP_PERCENT_IS_INVALID: "MARKUP_PERCENT_IS_INVALID",
  MARKUP_AMOUNT_IS_INVALID: "MARKUP_AMOUNT_IS_INVALID",
  MARKUP_PRIORITY_IS_INVALID: "MARKUP_PRIORITY_IS_INVALID",
  MARKUP_IS_EMPTY: "MARKUP_IS_EMPTY",
  MARKUP_RULE_NOT_FOUND: "MARKUP_RULE_NOT_FOUND",
  /** Hotel markup rules: a hotel city's code is 3 letters, a country 2, stars 1 to 5, a supplier one enabled. */
  MARKUP_CITY_IS_INVALID: "MARKUP_CITY_IS_INVALID",
  MARKUP_COUNTRY_IS_INVALID: "MARKUP_COUNTRY_IS_INVALID",
  MARKUP_STARS_IS_INVALID: "MARKUP_STARS_IS_INVALID",
  MARKUP_SUPPLIER_IS_INVALID: "MARKUP_SUPPLIER_IS_INVALID",
  VOUCHER_CODE_IS_INVALID: "VOUCHER_CODE_IS_INVALID",
  VOUCHER_CODE_EXISTS: "VOUCHER_CODE_EXISTS",
  VOUCHER_KIND_IS_INVALID: "VOUCHER_KIND_IS_INVALID",
  VOUCHER_PERCENT_IS_INVALID: "VOUCHER_PERCENT_IS_INVALID",
  VOUCHER_AMOUNT_IS_INVALID: "VOUCHER_AMOUNT_IS_INVALID",
  VOUCHER_EXPIRY_IS_INVALID: "VOUCHER_EXPIRY_IS_INVALID",
  VOUCHER_LIMIT_IS_INVALID: "VOUCHER_LIMIT_IS_INVALID",
  VOUCHER_ID_NOT_FOUND: "VOUCHER_ID_NOT_FOUND",
  ACTIVE_IS_INVALID: "ACTIVE_IS_INVALID",
  GATEWAY_SORT_IS_INVALID: "GATEWAY_SORT_IS_INVALID",
  GATEWAY_NOT_CONFIGURED: "GATEWAY_NOT_CONFIGURED",
  GATEWAY_NOT_FOUND: "GATEWAY_NOT_FOUND",
  /** Contracted hotels (hotel-admin.ts, issue 14). 400: not one of the hotel destinations. */
  HOTEL_CITY_UNKNOWN: "HOTEL_CITY_UNKNOWN",
  /** 400: a property's name in Arabic, Persian and English, each at most 150 characters. */
  HOTEL_NAME_IS_REQUIRED: "HOTEL_NAME_IS_REQUIRED",
  /** 400: stars are 1 to 5. */
  HOTEL_STARS_ARE_INVALID: "HOTEL_STARS_ARE_INVALID",
  HOTEL_PROPERTY_TYPE_IS_INVALID: "HOTEL_PROPERTY_TYPE_IS_INVALID",
  HOTEL_AREA_IS_REQUIRED: "HOTEL_AREA_IS_REQUIRED",
  HOTEL_ADDRESS_IS_REQUIRED: "HOTEL_ADDRESS_IS_REQUIRED",
  /** 400: latitude −90..90, longitude −180..180. */
  HOTEL_COORDINATES_ARE_INVALID: "HOTEL_COORDINATES_ARE_INVALID",
  /** 400: check-in and check-out times are HH:MM. */
  HOTEL_TIME_IS_INVALID: "HOTEL_TIME_IS_INVALID",
  /** 400: an amenity not in the list the web names. */
  HOTEL_AMENITY_UNKNOWN: "HOTEL_AMENITY_UNKNOWN",
  /** 400: the important information is at most 2,000 characters in each language. */
  HOTEL_INFO_IS_TOO_LONG: "HOTEL_INFO_IS_TOO_LONG",
  /** 404: no such contracted property. */
  HOTEL_PROPERTY_NOT_FOUND: "HOTEL_PROPERTY_NOT_FOUND",
  HOTEL_ROOM_NAME_IS_REQUIRED: "HOTEL_ROOM_NAME_IS_REQUIRED",
  HOTEL_ROOM_BEDS_ARE_REQUIRED: "HOTEL_ROOM_BEDS_ARE_REQUIRED",
  /** 400: a room takes 1 to 4 adults. */
  HOTEL_ROOM_ADULTS_ARE_INVALID: "HOTEL_ROOM_ADULTS_ARE_INVALID",
  /** 400: a room takes 0 to 6 children. */
  HOTEL_ROOM_CHILDREN_ARE_INVALID: "HOTEL_ROOM_CHILDREN_ARE_INVALID",
  /** 400: the most people is at least the most adults and at most adults and children together. */
  HOTEL_ROOM_OCCUPANCY_IS_INVALID: "HOTEL_ROOM_OCCUPANCY_IS_INVALID",
  /** 404: no such room type in this property. */
  HOTEL_ROOM_TYPE_NOT_FOUND: "HOTEL_ROOM_TYPE_NOT_FOUND",
  HOTEL_BOARD_IS_INVALID: "HOTEL_BOARD_IS_INVALID",
  /** 400: a refundable plan has 1 to 6 rules, days before check-in strictly decreasing, 1 to 30 nights each; a non-refundable one none. */
  HOTEL_CANCELLATION_RULES_ARE_INVALID: "HOTEL_CANCELLATION_RULES_ARE_INVALID",
  /** 400: the adjustment of the room's price is −90 % to +200 %. */
  HOTEL_ADJUST_PERCENT_IS_INVALID: "HOTEL_ADJUST_PERCENT_IS_INVALID",
  HOTEL_CITY_TAX_IS_INVALID: "HOTEL_CITY_TAX_IS_INVALID",
  /** 400: VAT included is 0 % to 50 %. */
  HOTEL_TAX_PERCENT_IS_INVALID: "HOTEL_TAX_PERCENT_IS_INVALID",
  /** 400: children's age bands are within 0–17, each from an age to a later one, never overlapping. */
  HOTEL_CHILD_BANDS_ARE_INVALID: "HOTEL_CHILD_BANDS_ARE_INVALID",
  /** 404: no such rate plan in this property. */
  HOTEL_RATE_PLAN_NOT_FOUND: "HOTEL_RATE_PLAN_NOT_FOUND",
  /** 400: calendar days are YYYY-MM-DD, the last not before the first. */
  HOTEL_CALENDAR_DAYS_ARE_INVALID: "HOTEL_CALENDAR_DAYS_ARE_INVALID",
  /** 400: a calendar change spans at most 366 days (a calendar read 62). */
  HOTEL_CALENDAR_RANGE_IS_TOO_LONG: "HOTEL_CALENDAR_RANGE_IS_TOO_LONG",
  /** 400: the first day is before the property's today. */
  HOTEL_CALENDAR_DAY_IS_IN_THE_PAST: "HOTEL_CALENDAR_DAY_IS_IN_THE_PAST",
  /** 400: a calendar change changes nothing. */
  HOTEL_CALENDAR_CHANGE_IS_EMPTY: "HOTEL_CALENDAR_CHANGE_IS_EMPTY",
  /** 400: an allotment is 0 to 500 rooms. */
  HOTEL_ALLOTMENT_IS_INVALID: "HOTEL_ALLOTMENT_IS_INVALID",
  /** 409: on the day named by the error's key (`allotment.YYYY-MM-DD`), more rooms are held or sold than the new allotment. */
  HOTEL_ALLOTMENT_BELOW_BOOKED: "HOTEL_ALLOTMENT_BELOW_BOOKED",
  /** 400: a price is above zero, for 1 up to the room's most adults. */
  HOTEL_PRICE_IS_INVALID: "HOTEL_PRICE_IS_INVALID",
  /** 400: a day not opened yet needs the price of every number of adults the room takes. */
  HOTEL_CALENDAR_PRICES_ARE_REQUIRED: "HOTEL_CALENDAR_PRICES_ARE_REQUIRED",
  /** 400: a minimum stay is 1 to 30 nights. */
  HOTEL_MIN_STAY_IS_INVALID: "HOTEL_MIN_STAY_IS_INVALID",
  /** 400: a property's photo is a JPG, PNG or WebP picture (by its content, not its name). */
  HOTEL_PHOTO_FORMAT_IS_INVALID: "HOTEL_PHOTO_FORMAT_IS_INVALID",
  /** 409: a property keeps at most MAX_HOTEL_PHOTOS photos. */
  HOTEL_PHOTOS_ARE_TOO_MANY: "HOTEL_PHOTOS_ARE_TOO_MANY",
  /** 404: no such photo among the property's. */
  HOTEL_PHOTO_NOT_FOUND: "HOTEL_PHOTO_NOT_FOUND",
  /** 409: a new order names exactly the property's photos (another operator changed them meanwhile). */
  HOTEL_PHOTO_ORDER_IS_INVALID: "HOTEL_PHOTO_ORDER_IS_INVALID",
  /** 400: a photo's caption is at most 120 characters in each language (on `caption.ar|fa|en`). */
  HOTEL_PHOTO_CAPTION_IS_TOO_LONG: "HOTEL_PHOTO_CAPTION_IS_TOO_LONG",
} as const;
export type BackOfficeMessageKey = (typeof BackOfficeMessageKey)[keyof typeof BackOfficeMessageKey];
export const backOfficeMessageKeys: readonly BackOfficeMessageKey[] = Object.values(BackOfficeMessageKey);

/** Keys of the hotel API (issue 14): a search gone, a property not in it, a rate no longer sold. */
export const HotelMessageKey = {
  /** 404: the search's results have expired (or never were): search again. */
  HOTEL_SEARCH_EXPIRED: "HOTEL_SEARCH_EXPIRED",
  /** 404: no such hotel in this search. */
  HOTEL_NOT_FOUND: "HOTEL_NOT_FOUND",
  /** 409: the room of this rate is no longer on sale for the stay. */
  HOTEL_ROOM_SOLD_OUT: "HOTEL_ROOM_SOLD_OUT",
  /** 400: one lead guest per searched room is needed. */
  HOTEL_GUESTS_DO_NOT_MATCH_ROOMS: "HOTEL_GUESTS_DO_NOT_MATCH_ROOMS",
  /** 400: special requests longer than MAX_SPECIAL_REQUESTS_LENGTH. */
  SPECIAL_REQUESTS_TOO_LONG: "SPECIAL_REQUESTS_TOO_LONG",
  /** 409: the stay has begun (or the search is for a past check-in): it can no longer be booked. */
  HOTEL_STAY_NOT_BOOKABLE: "HOTEL_STAY_NOT_BOOKABLE",
  /** 409: the hotel has not confirmed the booking yet: no voucher. */
  HOTEL_BOOKING_NOT_CONFIRMED: "HOTEL_BOOKING_NOT_CONFIRMED",
  /**
   * 409: a pay-at-hotel rate whose supplier takes no booking without a card guarantee (Hotelbeds):
   * the booking desk takes it.
   */
  HOTEL_PAY_AT_HOTEL_NOT_ONLINE: "HOTEL_PAY_AT_HOTEL_NOT_ONLINE",
  /** 409: the customer already has PAY_AT_HOTEL_OPEN_LIMIT upcoming stays to pay at the hotel. */
  HOTEL_PAY_AT_HOTEL_LIMIT: "HOTEL_PAY_AT_HOTEL_LIMIT",
  /** 409: a stay paid at the hotel needs an account signed in with a verified phone number. */
  HOTEL_PAY_AT_HOTEL_NEEDS_PHONE: "HOTEL_PAY_AT_HOTEL_NEEDS_PHONE",
} as const;
export type HotelMessageKey = (typeof HotelMessageKey)[keyof typeof HotelMessageKey];
export const hotelMessageKeys: readonly HotelMessageKey[] = Object.values(HotelMessageKey);

/** Keys of the visa API (issue 15): products, prices and applications. */
export const VisaMessageKey = {
  /** 404 / 400: no visa product on sale with this id. */
  VISA_PRODUCT_NOT_FOUND: "VISA_PRODUCT_NOT_FOUND",
  /** 400: 1 to MAX_VISA_TRAVELLERS travellers a request. */
  VISA_TRAVELLERS_OUT_OF_RANGE: "VISA_TRAVELLERS_OUT_OF_RANGE",
  /** 400: this visa has no quick processing. */
  VISA_QUICK_PROCESSING_NOT_OFFERED: "VISA_QUICK_PROCESSING_NOT_OFFERED",
  /** 400: a visa processing is Normal or Quick. */
  VISA_PROCESSING_IS_INVALID: "VISA_PROCESSING_IS_INVALID",
  /** 400: visa services are for Iraqi citizens only (spec §1). */
  VISA_FOR_IRAQIS_ONLY: "VISA_FOR_IRAQIS_ONLY",
  /** 400: the day of travel is missing, malformed, or before the visa can be ready. */
  VISA_TRAVEL_DATE_IS_INVALID: "VISA_TRAVEL_DATE_IS_INVALID",
  /** 400: a document the visa asks for was not uploaded for this traveller. */
  VISA_DOCUMENT_REQUIRED: "VISA_DOCUMENT_REQUIRED",
  /** 400: a file sent for a document this visa does not ask for. */
  VISA_DOCUMENT_NOT_ASKED: "VISA_DOCUMENT_NOT_ASKED",
  /** 400: the personal photo has fewer pixels than an embassy prints (300 × 400 at least). */
  VISA_PHOTO_TOO_SMALL: "VISA_PHOTO_TOO_SMALL",
  /** 400: the personal photo is not upright passport-shaped (width / height 0.6–0.9). */
  VISA_PHOTO_WRONG_SHAPE: "VISA_PHOTO_WRONG_SHAPE",
  /** 400: an officer's message to the customer (a request, a refusal's reason) is required. */
  VISA_MESSAGE_REQUIRED: "VISA_MESSAGE_REQUIRED",
  /** 400: an officer's message is at most 500 characters. */
  VISA_MESSAGE_TOO_LONG: "VISA_MESSAGE_TOO_LONG",
  /** 409: the case cannot move from where it stands to that status (or the order is not waiting for it). */
  VISA_CASE_STATUS_CONFLICT: "VISA_CASE_STATUS_CONFLICT",
  /** 400: an issued visa is a PDF, JPG or PNG file. */
  VISA_FILE_FORMAT_IS_INVALID: "VISA_FILE_FORMAT_IS_INVALID",
  /** Products in the back office (visa-admin.ts). 400: one of the four countries served. */
  VISA_COUNTRY_IS_INVALID: "VISA_COUNTRY_IS_INVALID",
  /** 400: Tourist, Transit or Business. */
  VISA_TYPE_IS_INVALID: "VISA_TYPE_IS_INVALID",
  /** 400: a product's name in Arabic, Persian and English, each 1 to 120 characters. */
  VISA_PRODUCT_NAME_IS_INVALID: "VISA_PRODUCT_NAME_IS_INVALID",
  /** 400: a stay of 1 to 365 days (or hours, a transit visa's only). */
  VISA_STAY_IS_INVALID: "VISA_STAY_IS_INVALID",
  /** 400: validity of 1 to 365 days. */
  VISA_VALIDITY_IS_INVALID: "VISA_VALIDITY_IS_INVALID",
  /** 400: Single or Multiple entry. */
  VISA_ENTRY_IS_INVALID: "VISA_ENTRY_IS_INVALID",
  /** 400: USD, or a currency the storefront has a rate for. */
  VISA_CURRENCY_IS_INVALID: "VISA_CURRENCY_IS_INVALID",
  /** 400: a price above zero in whole minor units. */
  VISA_PRICE_IS_INVALID: "VISA_PRICE_IS_INVALID",
  /** 400: the quick price is above the normal price, in whole minor units. */
  VISA_QUICK_PRICE_IS_INVALID: "VISA_QUICK_PRICE_IS_INVALID",
  /** 400: processing takes 1 to 60 working days. */
  VISA_PROCESSING_DAYS_IS_INVALID: "VISA_PROCESSING_DAYS_IS_INVALID",
  /** 400: quick processing days go with a quick price, and are fewer than the normal ones. */
  VISA_QUICK_PROCESSING_DAYS_IS_INVALID: "VISA_QUICK_PROCESSING_DAYS_IS_INVALID",
  /** 400: the rejection fee is from zero to the price. */
  VISA_REJECTION_FEE_IS_INVALID: "VISA_REJECTION_FEE_IS_INVALID",
  /** 400: documents are known kinds, each once, the passport page and personal photo among them. */
  VISA_DOCUMENTS_ARE_INVALID: "VISA_DOCUMENTS_ARE_INVALID",
  /** 400: notes are at most 1,000 characters in each language. */
  VISA_NOTES_ARE_TOO_LONG: "VISA_NOTES_ARE_TOO_LONG",
  /** 400: the order in the list is a whole number from 0 to 999. */
  VISA_SORT_ORDER_IS_INVALID: "VISA_SORT_ORDER_IS_INVALID",
} as const;
export type VisaMessageKey = (typeof VisaMessageKey)[keyof typeof VisaMessageKey];
export const visaMessageKeys: readonly VisaMessageKey[] = Object.values(VisaMessageKey);

/**
 * Keys of tours (issue 16): the storefront's list and a tour's page, and the back office's tour and
 * departure forms (tour-admin.ts). Every web locale holds each one.
 */
export const TourMessageKey = {
  /** 404: no tour on sale with this id (or a malformed id). */
  TOUR_NOT_FOUND: "TOUR_NOT_FOUND",
  /** 400: a destination is a city code of three letters. */
  TOUR_DESTINATION_IS_INVALID: "TOUR_DESTINATION_IS_INVALID",
  /** 400: a month is `YYYY-MM`. */
  TOUR_MONTH_IS_INVALID: "TOUR_MONTH_IS_INVALID",
  /** 400: a budget per adult is an amount above zero (USD). */
  TOUR_BUDGET_IS_INVALID: "TOUR_BUDGET_IS_INVALID",
  /** Back office. 400: Pilgrimage or Leisure. */
  TOUR_KIND_IS_INVALID: "TOUR_KIND_IS_INVALID",
  /** 400: a title in Arabic, Persian and English, each 1 to 120 characters. */
  TOUR_TITLE_IS_INVALID: "TOUR_TITLE_IS_INVALID",
  /** 400: a description in the three languages, each 1 to 2,000 characters. */
  TOUR_DESCRIPTION_IS_INVALID: "TOUR_DESCRIPTION_IS_INVALID",
  /** 400: a tour lasts 1 to 30 days. */
  TOUR_DAYS_IS_INVALID: "TOUR_DAYS_IS_INVALID",
  /** 400: nights are the days or one fewer. */
  TOUR_NIGHTS_IS_INVALID: "TOUR_NIGHTS_IS_INVALID",
  /** 400: one plan entry per day, in order, each with a title (and text up to 1,000 characters). */
  TOUR_PLAN_IS_INVALID: "TOUR_PLAN_IS_INVALID",
  /** 400: at most 30 lines of what is (not) included, each 1 to 200 characters in every language. */
  TOUR_INCLUSIONS_ARE_INVALID: "TOUR_INCLUSIONS_ARE_INVALID",
  /** 400: the hotels' class is 1 to 5 stars. */
  TOUR_HOTEL_STARS_ARE_INVALID: "TOUR_HOTEL_STARS_ARE_INVALID",
  /** 400: USD, or a currency the storefront has a rate for. */
  TOUR_CURRENCY_IS_INVALID: "TOUR_CURRENCY_IS_INVALID",
  /** 400: at most 8 photos, each a path the image host gave for this tour. */
  TOUR_PHOTOS_ARE_INVALID: "TOUR_PHOTOS_ARE_INVALID",
  /** 400: the order in the list is a whole number from 0 to 999. */
  TOUR_SORT_ORDER_IS_INVALID: "TOUR_SORT_ORDER_IS_INVALID",
  /** 400: a departure's day is `YYYY-MM-DD`, after today and at most two years ahead. */
  TOUR_DEPARTURE_DATE_IS_INVALID: "TOUR_DEPARTURE_DATE_IS_INVALID",
  /** 409: the tour already departs that day. */
  TOUR_DEPARTURE_EXISTS: "TOUR_DEPARTURE_EXISTS",
  /** 400: 1 to 500 seats, never fewer than those sold or held. */
  TOUR_CAPACITY_IS_INVALID: "TOUR_CAPACITY_IS_INVALID",
  /** 400: the price per adult is above zero, in whole minor units. */
  TOUR_PRICE_IS_INVALID: "TOUR_PRICE_IS_INVALID",
  /** 400: the price per child is from zero to the adult's. */
  TOUR_CHILD_PRICE_IS_INVALID: "TOUR_CHILD_PRICE_IS_INVALID",
  /** 400: the price per infant is from zero to the child's. */
  TOUR_INFANT_PRICE_IS_INVALID: "TOUR_INFANT_PRICE_IS_INVALID",
  /** 404: no such departure of this tour. */
  TOUR_DEPARTURE_NOT_FOUND: "TOUR_DEPARTURE_NOT_FOUND",
  /** 409: a departure with seats sold or held cannot be removed (lower its capacity instead). */
  TOUR_DEPARTURE_HAS_SEATS_SOLD: "TOUR_DEPARTURE_HAS_SEATS_SOLD",
  /** Booking. 400: one to nine travellers. */
  TOUR_TRAVELLERS_OUT_OF_RANGE: "TOUR_TRAVELLERS_OUT_OF_RANGE",
  /** 400: a group has at least one adult (12 or over on the day of departure). */
  TOUR_ADULT_REQUIRED: "TOUR_ADULT_REQUIRED",
  /** 400: each infant travels with an adult: no more infants than adults. */
  TOUR_INFANTS_EXCEED_ADULTS: "TOUR_INFANTS_EXCEED_ADULTS",
  /** 409: the departure has fewer seats left than the travellers (or leaves too soon to book). */
  TOUR_NOT_ENOUGH_SEATS: "TOUR_NOT_ENOUGH_SEATS",
} as const;
export type TourMessageKey = (typeof TourMessageKey)[keyof typeof TourMessageKey];
export const tourMessageKeys: readonly TourMessageKey[] = Object.values(TourMessageKey);

/**
 * Keys of the home page's promotions (issue 16): the back office's promotion form
 * (promotion.ts). Every web locale holds each one.
 */
export const PromotionMessageKey = {
  /** 404: no promotion with this id. */
  PROMOTION_NOT_FOUND: "PROMOTION_NOT_FOUND",
  /** 400: a title in Arabic, Persian and English, each 1 to 80 characters. */
  PROMOTION_TITLE_IS_INVALID: "PROMOTION_TITLE_IS_INVALID",
  /** 400: a text in the three languages, each 1 to 300 characters. */
  PROMOTION_TEXT_IS_INVALID: "PROMOTION_TEXT_IS_INVALID",
  /** 400: the link is a path of this site starting with one "/" (no address of another site, no "//"). */
  PROMOTION_LINK_IS_INVALID: "PROMOTION_LINK_IS_INVALID",
  /** 400: a voucher code is 3 to 32 capital letters, digits and dashes (or none). */
  PROMOTION_VOUCHER_CODE_IS_INVALID: "PROMOTION_VOUCHER_CODE_IS_INVALID",
  /** 400: the picture is one of the drawn ones (or none). */
  PROMOTION_ARTWORK_IS_INVALID: "PROMOTION_ARTWORK_IS_INVALID",
  /** 400: the first day is a real day `YYYY-MM-DD`. */
  PROMOTION_START_DATE_IS_INVALID: "PROMOTION_START_DATE_IS_INVALID",
  /** 400: the last day is a real day `YYYY-MM-DD`, not before the first, at most two years after it. */
  PROMOTION_END_DATE_IS_INVALID: "PROMOTION_END_DATE_IS_INVALID",
  /** 400: the order on the home page is a whole number from 0 to 999. */
  PROMOTION_SORT_ORDER_IS_INVALID: "PROMOTION_SORT_ORDER_IS_INVALID",
} as const;
export type PromotionMessageKey = (typeof PromotionMessageKey)[keyof typeof PromotionMessageKey];
export const promotionMessageKeys: readonly PromotionMessageKey[] = Object.values(PromotionMessageKey);

/**
 * Keys of the city landing pages (issue 16): the storefront's calls and the back office's editor
 * (landing.ts). Every web locale holds each one.
 */
export const LandingMessageKey = {
  /** 400: a city code is three letters. */
  LANDING_CITY_CODE_IS_INVALID: "LANDING_CITY_CODE_IS_INVALID",
  /** 404: no published page for this city. */
  LANDING_PAGE_NOT_FOUND: "LANDING_PAGE_NOT_FOUND",
  /** Back office. 400: a title in Arabic, Persian and English, each 1 to 120 characters. */
  LANDING_TITLE_IS_INVALID: "LANDING_TITLE_IS_INVALID",
  /** 400: a description in the three languages, each 1 to 300 characters. */
  LANDING_DESCRIPTION_IS_INVALID: "LANDING_DESCRIPTION_IS_INVALID",
  /** 400: at most 12 sections, each with a heading (up to 120) and text (up to 4,000) in every language. */
  LANDING_SECTIONS_ARE_INVALID: "LANDING_SECTIONS_ARE_INVALID",
  /** 400: a photo is a path under the image base, or none. */
  LANDING_HERO_PHOTO_IS_INVALID: "LANDING_HERO_PHOTO_IS_INVALID",
  /** 400: published is true or false. */
  LANDING_PUBLISHED_IS_INVALID: "LANDING_PUBLISHED_IS_INVALID",
} as const;
export type LandingMessageKey = (typeof LandingMessageKey)[keyof typeof LandingMessageKey];
export const landingMessageKeys: readonly LandingMessageKey[] = Object.values(LandingMessageKey);
