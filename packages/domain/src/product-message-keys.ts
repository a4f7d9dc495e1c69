/**
 * Message keys of the products after flights: hotels, visas, tours, promotions and city landing
 * pages (user-messages.ts re-exports them: one import path for every key).
 */

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
