/**
 * Whether /add-passenger's URL names a hotel's rate (the hotel variant) rather than a flight: the
 * route decides with it before it loads the variant's code (so it imports nothing).
 */
export function isHotelGuestsUrl(params: URLSearchParams): boolean {
  return params.has("hotelId") && params.has("requestId") && params.has("rateKey");
}
