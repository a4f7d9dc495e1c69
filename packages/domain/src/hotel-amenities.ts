/** The amenity codes a property may list (the web names each, `hotels.amenity.*`). */
export const HOTEL_AMENITIES = [
  "wifi",
  "air-conditioning",
  "24h-reception",
  "restaurant",
  "lift",
  "parking",
  "room-service",
  "laundry",
  "airport-shuttle",
  "family-rooms",
  "pool",
  "gym",
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];
