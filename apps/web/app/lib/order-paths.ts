/**
 * Where an order's own page is in my trips, for the pages that link to it from outside the trips
 * feature (the payment result) and for the trips pages themselves.
 */

/** A hotel order's page (spec §2 my-travels/order-details/HotelOrderDetails). */
export const hotelOrderDetailsPath = (orderId: string) =>
  `/profile/my-travels/order-details/HotelOrderDetails?orderId=${encodeURIComponent(orderId)}`;
