/** The back office's photos of a contracted property: how many it keeps, their order, removal, captions. */
import { z } from "zod";
import { localizedInput } from "./admin-inputs";
import { hotelPhotoCaptionSchema, MAX_HOTEL_PHOTO_CAPTION } from "./hotel-search";
import { BackOfficeMessageKey as K } from "./user-messages";

/** The most photos a property keeps (the hotel page's gallery; the first is the cards' cover). */
export const MAX_HOTEL_PHOTOS = 20;

/** `…/hotels/{id}/photos[/order|/remove]`: the property's photos in order after the change. */
export const hotelPhotosSchema = z.object({ photos: z.array(z.string()) });
export type HotelPhotos = z.infer<typeof hotelPhotosSchema>;

const photoPath = z.string().min(1).max(200);

/** `POST …/hotels/{id}/photos/order`: the same photos in a new order (the first the cover). */
export const hotelPhotoOrderSchema = z.object({
  photos: z.array(photoPath, { error: K.HOTEL_PHOTO_ORDER_IS_INVALID }).max(MAX_HOTEL_PHOTOS, {
    error: K.HOTEL_PHOTO_ORDER_IS_INVALID,
  }),
});
export type HotelPhotoOrder = z.infer<typeof hotelPhotoOrderSchema>;

/** `POST …/hotels/{id}/photos/remove`: one of the property's photos. */
export const hotelPhotoRemoveSchema = z.object({ path: photoPath });
export type HotelPhotoRemove = z.infer<typeof hotelPhotoRemoveSchema>;

/**
 * `POST …/hotels/{id}/photos/caption`: one of the property's photos' caption in the three languages,
 * each trimmed and at most MAX_HOTEL_PHOTO_CAPTION characters (400 HOTEL_PHOTO_CAPTION_IS_TOO_LONG on
 * `caption.ar|fa|en`); all three empty takes the caption off.
 */
export const hotelPhotoCaptionInputSchema = z.object({
  path: photoPath,
  caption: localizedInput(K.HOTEL_PHOTO_CAPTION_IS_TOO_LONG, MAX_HOTEL_PHOTO_CAPTION, false),
});
export type HotelPhotoCaptionInput = z.infer<typeof hotelPhotoCaptionInputSchema>;

/** The answer: the photo's caption after the change (null: it has none). */
export const hotelPhotoCaptionAnswerSchema = z.object({
  path: z.string(),
  caption: hotelPhotoCaptionSchema.nullable(),
});
export type HotelPhotoCaptionAnswer = z.infer<typeof hotelPhotoCaptionAnswerSchema>;
