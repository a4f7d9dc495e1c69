/**
 * A contracted property's photos in the back office (issue 14): added (the bytes checked and kept by
 * the images module's store, the path appended under the property's row lock), removed (its file
 * deleted), ordered (the first is the cover), captioned in ar, fa and en; and what a demo property's
 * photo draws. Part of the hotel admin (hotel-admin.service.ts), kept apart for its size.
 */
import { type HotelPhotoCaptionInput, MAX_HOTEL_PHOTOS } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { PhotoStore } from "../../platform/types";
import type { HotelAdminRepository } from "./hotel-admin.repository";

/** What a demo hotel's photo draws (the images module's demo-photo.ts). */
export interface DemoPhotoContent {
  title: string;
  subtitle: string;
  hue: number;
}

/** The property named is not one (the admin's other writes share it). */
export const propertyNotFound = () => AppError.single("not_found", "id", K.HOTEL_PROPERTY_NOT_FOUND);
const photoNotFound = () => AppError.single("not_found", "path", K.HOTEL_PHOTO_NOT_FOUND);
const tooManyPhotos = () => AppError.single("conflict", "photo", K.HOTEL_PHOTOS_ARE_TOO_MANY);

/** A steady colour per property for its demo pictures. */
function hueOf(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function createHotelPhotosAdmin(deps: {
  repository: HotelAdminRepository;
  /** Without it (a module test), photos cannot be added. */
  photos?: () => PhotoStore;
}) {
  const { repository } = deps;
  const photoStore = () => {
    if (!deps.photos) throw new Error("hotel admin: no photo store");
    return deps.photos();
  };

  async function changePhotos(id: string, decide: (photos: string[]) => string[]) {
    const changed = await repository.changePhotos(id, decide);
    if (!changed) throw propertyNotFound();
    return changed;
  }

  return {
    /**
     * Adds a photo after the others (at most MAX_HOTEL_PHOTOS: 409 HOTEL_PHOTOS_ARE_TOO_MANY); the
     * store checks and keeps the bytes first, and forgets them when the list cannot take the path.
     */
    async addPhoto(propertyId: string, file: { bytes: Buffer }) {
      const found = await repository.photoContent(propertyId);
      if (!found) throw propertyNotFound();
      if (found.photos.length >= MAX_HOTEL_PHOTOS) throw tooManyPhotos();
      const store = photoStore();
      const path = await store.store(propertyId, file);
      try {
        const changed = await changePhotos(propertyId, (photos) => {
          if (photos.length >= MAX_HOTEL_PHOTOS) throw tooManyPhotos();
          return [...photos, path];
        });
        return { path, ...changed };
      } catch (error) {
        await store.remove(path);
        throw error;
      }
    },

    /** Takes a photo off the property (404 HOTEL_PHOTO_NOT_FOUND when it is not one) and deletes its file. */
    async removePhoto(propertyId: string, path: string) {
      const changed = await changePhotos(propertyId, (photos) => {
        if (!photos.includes(path)) throw photoNotFound();
        return photos.filter((photo) => photo !== path);
      });
      const store = photoStore();
      if (store.isPathOf(propertyId, path)) await store.remove(path);
      return changed;
    },

    /**
     * The property's photos in a new order (the first is the cover): exactly the photos it has, each
     * once; anything else (another operator changed them meanwhile) is 409 HOTEL_PHOTO_ORDER_IS_INVALID.
     */
    async orderPhotos(propertyId: string, order: readonly string[]) {
      return changePhotos(propertyId, (photos) => {
        const same =
          order.length === photos.length &&
          new Set(order).size === order.length &&
          order.every((photo) => photos.includes(photo));
        if (!same) throw AppError.single("conflict", "photos", K.HOTEL_PHOTO_ORDER_IS_INVALID);
        return [...order];
      });
    },

    /**
     * One photo's caption in the three languages (trimmed by the schema; all three empty takes it
     * off); 404 HOTEL_PHOTO_NOT_FOUND when the path is not one of the property's photos.
     */
    async captionPhoto(propertyId: string, input: HotelPhotoCaptionInput) {
      const { ar, fa, en } = input.caption;
      const caption = ar || fa || en ? { ar, fa, en } : null;
      const changed = await repository.changePhotoCaption(propertyId, input.path, caption);
      if (!changed) throw propertyNotFound();
      if (changed.missing) throw photoNotFound();
      return { before: changed.before, after: changed.after };
    },

    /** What a demo property's photo `path` draws; null unless it is one of a demo property's photos. */
    async demoPhoto(propertyId: string, path: string): Promise<DemoPhotoContent | null> {
      const row = await repository.photoContent(propertyId);
      if (!row?.isDemo || !row.photos.includes(path)) return null;
      return {
        title: row.name.en,
        subtitle: `${"★".repeat(row.stars)}  ${row.cityName.en}`,
        hue: hueOf(propertyId),
      };
    },
  };
}
