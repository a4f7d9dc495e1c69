/** The contracted hotels' calls (`/api/back-office/hotels…`, issue 14), each answer parsed with the domain's schema. */
import {
  type HotelCalendarChange,
  type HotelPhotoCaptionInput,
  type HotelPropertyInput,
  type HotelRatePlanInput,
  type HotelRoomTypeInput,
  hotelAdminCitiesSchema,
  hotelCalendarChangeResultSchema,
  hotelCalendarSchema,
  hotelPhotoCaptionAnswerSchema,
  hotelPhotosSchema,
  hotelPropertiesPageSchema,
  hotelPropertyAdminSchema,
  hotelRatePlanAdminSchema,
  hotelRoomTypeAdminSchema,
} from "@safar/domain";
import { get, post } from "./back-office-api";
import { type HotelsFilter, hotelsQuery } from "./hotel-admin-rules";

const at = (id: string) => `hotels/${encodeURIComponent(id)}`;

export const listHotels = (filter: HotelsFilter, signal?: AbortSignal) =>
  get("hotels", hotelPropertiesPageSchema, signal, hotelsQuery(filter));

export const getHotelCities = (signal?: AbortSignal) => get("hotels/cities", hotelAdminCitiesSchema, signal);

export const getHotel = (id: string, signal?: AbortSignal) => get(at(id), hotelPropertyAdminSchema, signal);

export const createHotel = (body: HotelPropertyInput) => post("hotels", body, hotelPropertyAdminSchema);

export const updateHotel = (id: string, body: HotelPropertyInput) =>
  post(at(id), body, hotelPropertyAdminSchema);

export const saveRoomType = (hotelId: string, roomTypeId: string | null, body: HotelRoomTypeInput) =>
  post(
    roomTypeId ? `${at(hotelId)}/room-types/${encodeURIComponent(roomTypeId)}` : `${at(hotelId)}/room-types`,
    body,
    hotelRoomTypeAdminSchema,
  );

export const saveRatePlan = (hotelId: string, ratePlanId: string | null, body: HotelRatePlanInput) =>
  post(
    ratePlanId ? `${at(hotelId)}/rate-plans/${encodeURIComponent(ratePlanId)}` : `${at(hotelId)}/rate-plans`,
    body,
    hotelRatePlanAdminSchema,
  );

export const getHotelCalendar = (
  hotelId: string,
  query: { roomTypeId: string; from: string; to: string },
  signal?: AbortSignal,
) => get(`${at(hotelId)}/calendar`, hotelCalendarSchema, signal, query);

export const changeHotelCalendar = (hotelId: string, body: HotelCalendarChange) =>
  post(`${at(hotelId)}/calendar`, body, hotelCalendarChangeResultSchema);

/** Adds a photo (the file as chosen: the server decides its type by content and re-encodes it). */
export const uploadHotelPhoto = (hotelId: string, file: File) => {
  const body = new FormData();
  body.append("photo", file);
  return post(`${at(hotelId)}/photos`, body, hotelPhotosSchema);
};

export const removeHotelPhoto = (hotelId: string, path: string) =>
  post(`${at(hotelId)}/photos/remove`, { path }, hotelPhotosSchema);

export const orderHotelPhotos = (hotelId: string, photos: readonly string[]) =>
  post(`${at(hotelId)}/photos/order`, { photos }, hotelPhotosSchema);

/** Sets one photo's caption in the three languages (all empty: none). */
export const captionHotelPhoto = (hotelId: string, body: HotelPhotoCaptionInput) =>
  post(`${at(hotelId)}/photos/caption`, body, hotelPhotoCaptionAnswerSchema);
