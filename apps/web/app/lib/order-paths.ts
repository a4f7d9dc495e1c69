/**
 * Where an order's own page is in my trips, for the pages that link to it from outside the trips
 * feature (the payment result) and for the trips pages themselves; and where its payment result is.
 */

/** A hotel order's page (spec §2 my-travels/order-details/HotelOrderDetails). */
export const hotelOrderDetailsPath = (orderId: string) =>
  `/profile/my-travels/order-details/HotelOrderDetails?orderId=${encodeURIComponent(orderId)}`;

/** A visa order's page (spec §2 my-travels/order-details/VisaOrderDetails). */
export const visaOrderDetailsPath = (orderId: string) =>
  `/profile/my-travels/order-details/VisaOrderDetails?orderId=${encodeURIComponent(orderId)}`;

/** A tour order's page (my-travels/order-details/TourOrderDetails, after the spec's hotel and visa pages). */
export const tourOrderDetailsPath = (orderId: string) =>
  `/profile/my-travels/order-details/TourOrderDetails?orderId=${encodeURIComponent(orderId)}`;

/** A visa order's payment result (spec §2 /visa/payment/{orderId}). */
export const visaPaymentPath = (orderId: string) => `/visa/payment/${encodeURIComponent(orderId)}`;

/**
 * Where an order's payment result is shown: a visa order's on /visa/payment/{id} (its case number
 * and what happens next), any other's on /payment/{id} (the ticket or the hotel's confirmation).
 */
export function paymentResultPathOf(order: { orderId: string; type: string }): string {
  return order.type === "Visa"
    ? visaPaymentPath(order.orderId)
    : `/payment/${encodeURIComponent(order.orderId)}`;
}
