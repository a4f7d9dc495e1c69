/**
 * Translation keys used by the domain rules. Every key is its own value, so a key is both the
 * error message a schema produces and the entry the web locales (ar.json, fa.json, en.json) must hold.
 *
 * `specMessageKeys` are the validation keys written in spec §5, kept exactly.
 * `extraMessageKeys` are keys this package invented where the spec gives none; the web locales are
 * checked to contain them.
 */

/** Keys written in spec §5 (passenger, contact). */
export const SpecMessageKey = {
  PL_ENTER_YOUR_FIRST_NAME: "PL_ENTER_YOUR_FIRST_NAME",
  PL_ENTER_YOUR_LAST_NAME: "PL_ENTER_YOUR_LAST_NAME",
  PL_ENTER_YOUR_EN_FIRST_NAME: "PL_ENTER_YOUR_EN_FIRST_NAME",
  PL_ENTER_YOUR_EN_LAST_NAME: "PL_ENTER_YOUR_EN_LAST_NAME",
  PL_ENTER_YOUR_FA_FIRST_NAME: "PL_ENTER_YOUR_FA_FIRST_NAME",
  PL_ENTER_YOUR_FA_LAST_NAME: "PL_ENTER_YOUR_FA_LAST_NAME",
  PL_SELECT_GENDER: "PL_SELECT_GENDER",
  PL_ENTER_DATE_BIRTH: "PL_ENTER_DATE_BIRTH",
  NATIONAL_CODE_IS_INVALID: "NATIONAL_CODE_IS_INVALID",
  PL_ENTER_YOUR_NATIONAL_CODE: "PL_ENTER_YOUR_NATIONAL_CODE",
  PL_SELECT_NATIONALITY: "PL_SELECT_NATIONALITY",
  PL_SELECT_PASSPORT_ISSUING_COUNTRY: "PL_SELECT_PASSPORT_ISSUING_COUNTRY",
  PL_ENTER_PASSPORT_EXPIRATION_DATE: "PL_ENTER_PASSPORT_EXPIRATION_DATE",
  PASSENGER_AGE_IS_INVALID: "PASSENGER_AGE_IS_INVALID",
  PASS_VALIDITY_LESS_6MONTH: "PASS_VALIDITY_LESS_6MONTH",
  PL_ENTER_YOUR_PASSPORT_NO: "PL_ENTER_YOUR_PASSPORT_NO",
  PASSPORT_NO_IS_INVALID: "PASSPORT_NO_IS_INVALID",
  PL_ENTER_YOUR_CALL_NUMBER: "PL_ENTER_YOUR_CALL_NUMBER",
  PHONE_NUMBER_IS_INVALID: "PHONE_NUMBER_IS_INVALID",
  PL_ENTER_YOUR_EMAIL: "PL_ENTER_YOUR_EMAIL",
  EMAIL_IS_INVALID: "EMAIL_IS_INVALID",
} as const;
export type SpecMessageKey = (typeof SpecMessageKey)[keyof typeof SpecMessageKey];

/** Keys invented here where the spec names a rule but no key. */
export const ExtraMessageKey = {
  // passenger
  PASSPORT_TYPE_IS_INVALID: "PASSPORT_TYPE_IS_INVALID",
  // password (spec §5: 6 to 50; old, new, repeat required; repeat must match)
  PL_ENTER_YOUR_PASSWORD: "PL_ENTER_YOUR_PASSWORD",
  PL_ENTER_YOUR_OLD_PASSWORD: "PL_ENTER_YOUR_OLD_PASSWORD",
  PL_ENTER_YOUR_NEW_PASSWORD: "PL_ENTER_YOUR_NEW_PASSWORD",
  PL_REPEAT_YOUR_PASSWORD: "PL_REPEAT_YOUR_PASSWORD",
  PASSWORD_LENGTH_IS_INVALID: "PASSWORD_LENGTH_IS_INVALID",
  PASSWORDS_DO_NOT_MATCH: "PASSWORDS_DO_NOT_MATCH",
  // refund (spec §5)
  PL_ENTER_REFUND_REASON: "PL_ENTER_REFUND_REASON",
  ACCOUNT_NUMBER_IS_INVALID: "ACCOUNT_NUMBER_IS_INVALID",
  IBAN_IS_INVALID: "IBAN_IS_INVALID",
  CARD_NUMBER_IS_INVALID: "CARD_NUMBER_IS_INVALID",
  PL_ENTER_YOUR_NAME: "PL_ENTER_YOUR_NAME",
  REFUND_NAME_DOES_NOT_MATCH: "REFUND_NAME_DOES_NOT_MATCH",
  PL_ACCEPT_CANCELLATION_POLICY: "PL_ACCEPT_CANCELLATION_POLICY",
  // upload (spec §5: JPG or PNG, at most 5 MB)
  IMAGE_FORMAT_IS_INVALID: "IMAGE_FORMAT_IS_INVALID",
  IMAGE_SIZE_IS_TOO_LARGE: "IMAGE_SIZE_IS_TOO_LARGE",
  // hotel rooms (spec §5: child age required per room, up to 6 child ages per room)
  PL_SELECT_CHILD_AGE: "PL_SELECT_CHILD_AGE",
  CHILD_AGE_IS_INVALID: "CHILD_AGE_IS_INVALID",
  TOO_MANY_CHILDREN_IN_ROOM: "TOO_MANY_CHILDREN_IN_ROOM",
  ROOM_NEEDS_ADULT: "ROOM_NEEDS_ADULT",
  TOO_MANY_ADULTS_IN_ROOM: "TOO_MANY_ADULTS_IN_ROOM",
  // hotel search (issue 14: destination, dates, stays of at most 30 nights, rooms and guests)
  PL_SELECT_HOTEL_DESTINATION: "PL_SELECT_HOTEL_DESTINATION",
  PL_SELECT_CHECK_IN_DATE: "PL_SELECT_CHECK_IN_DATE",
  PL_SELECT_CHECK_OUT_DATE: "PL_SELECT_CHECK_OUT_DATE",
  CHECK_IN_IS_IN_THE_PAST: "CHECK_IN_IS_IN_THE_PAST",
  CHECK_IN_IS_TOO_FAR: "CHECK_IN_IS_TOO_FAR",
  CHECK_OUT_MUST_BE_AFTER_CHECK_IN: "CHECK_OUT_MUST_BE_AFTER_CHECK_IN",
  STAY_IS_TOO_LONG: "STAY_IS_TOO_LONG",
  TOO_MANY_ROOMS: "TOO_MANY_ROOMS",
  TOO_MANY_HOTEL_GUESTS: "TOO_MANY_HOTEL_GUESTS",
  // passenger counts (spec §5, §9)
  PASSENGER_COUNT_IS_INVALID: "PASSENGER_COUNT_IS_INVALID",
  AT_LEAST_ONE_ADULT_REQUIRED: "AT_LEAST_ONE_ADULT_REQUIRED",
  MAX_PASSENGERS_EXCEEDED: "MAX_PASSENGERS_EXCEEDED",
  TOO_MANY_CHILDREN_PER_ADULT: "TOO_MANY_CHILDREN_PER_ADULT",
  INFANTS_MORE_THAN_ADULTS: "INFANTS_MORE_THAN_ADULTS",
  // identifiers (spec §5: well-formed UUID)
  UUID_IS_INVALID: "UUID_IS_INVALID",
  /** SafarMarket (decision 020): a malformed safarmarketId, a pixel step other than 2 to 5. */
  SAFARMARKET_ID_IS_INVALID: "SAFARMARKET_ID_IS_INVALID",
  SAFARMARKET_STEP_IS_INVALID: "SAFARMARKET_STEP_IS_INVALID",
} as const;
export type ExtraMessageKey = (typeof ExtraMessageKey)[keyof typeof ExtraMessageKey];

export const MessageKey = { ...SpecMessageKey, ...ExtraMessageKey } as const;
export type MessageKey = SpecMessageKey | ExtraMessageKey;

export const specMessageKeys: readonly SpecMessageKey[] = Object.values(SpecMessageKey);
/** Every key invented by this package: the web locales must contain each one. */
export const extraMessageKeys: readonly ExtraMessageKey[] = Object.values(ExtraMessageKey);
