/**
 * The back office's message keys (issue 13 and the products' operator screens), apart from the
 * customers' (user-messages.ts re-exports them: one import path for every key).
 */

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
