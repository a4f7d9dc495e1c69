/**
 * The names of stored images. An upload is kept under `{ownerId}/{32 random hex}.{jpg|png}`: the
 * uploader's user id (so that only they can read it back, without a table to ask), then 128 random
 * bits (never guessable, never chosen by the client), then the type sharp encoded it as. A path is
 * only ever read back after this strict match, so `..`, slashes, encoded characters and any name the
 * upload did not make are refused before the storage is touched.
 */
import { randomBytes } from "node:crypto";
import { ImageType } from "@safar/domain";

const OWNER = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const NAME = "[0-9a-f]{32}";
const IMAGE_PATH = new RegExp(`^(${OWNER})/(${NAME})\\.(jpg|png)$`);

export const extensionOf = (type: ImageType) => (type === ImageType.Png ? "png" : "jpg");

export interface ImagePath {
  /** `{ownerId}/{name}.{ext}`: the storage key and the path under the image base. */
  key: string;
  ownerId: string;
  type: ImageType;
}

/** A new random path for an image of `ownerId` (a user id: a UUID). */
export function newImagePath(ownerId: string, type: ImageType): ImagePath {
  const key = `${ownerId.toLowerCase()}/${randomBytes(16).toString("hex")}.${extensionOf(type)}`;
  const parsed = parseImagePath(key);
  if (!parsed) throw new Error("newImagePath: the owner id is not a UUID");
  return parsed;
}

/** The path if it is one an upload can have made, else null. */
export function parseImagePath(value: string): ImagePath | null {
  const match = IMAGE_PATH.exec(value);
  if (!match) return null;
  return { key: value, ownerId: match[1]!, type: match[3] === "png" ? ImageType.Png : ImageType.Jpeg };
}

/**
 * A catalog photo (public: anyone may read it, the storefront's pages show it): a contracted
 * property's, `hotels/{propertyId}/{32 random hex}.jpg` under the image base, stored under the key
 * `hotel-{propertyId}/{name}.jpg`; a tour's, `tours/{tourId}/…` stored under `tour-{tourId}/…`
 * (owners that are never a user id, so no private path can name them and no public path can name a
 * private upload). `demo-1`…`demo-9` are the demo hotels' and tours' photos, drawn when first read
 * (demo-photo.ts). Every photo is stored as JPEG.
 */
export type PhotoNamespace = "hotels" | "tours";
const PHOTO_PATH = new RegExp(`^(hotels|tours)/(${OWNER})/(${NAME}|demo-[1-9])\\.jpg$`);
const KEY_PREFIX: Record<PhotoNamespace, string> = { hotels: "hotel", tours: "tour" };

export interface CatalogPhotoPath {
  /** `{namespace}/{ownerId}/{name}.jpg`: the path under the image base. */
  path: string;
  /** `hotel-{ownerId}/{name}.jpg` or `tour-{ownerId}/{name}.jpg`: the storage key. */
  key: string;
  namespace: PhotoNamespace;
  /** The property's or the tour's id. */
  ownerId: string;
  /** 1–9 for a demo photo, else null. */
  demo: number | null;
}

/** A new random path for a photo of `ownerId` (a UUID) in `namespace`. */
export function newPhotoPath(namespace: PhotoNamespace, ownerId: string): CatalogPhotoPath {
  const parsed = parsePhotoPath(
    `${namespace}/${ownerId.toLowerCase()}/${randomBytes(16).toString("hex")}.jpg`,
  );
  if (!parsed || parsed.namespace !== namespace) throw new Error("newPhotoPath: the owner id is not a UUID");
  return parsed;
}

/** The photo path if it is one an upload or a demo seed can have made, else null. */
export function parsePhotoPath(value: string): CatalogPhotoPath | null {
  const match = PHOTO_PATH.exec(value);
  if (!match) return null;
  const [, namespace, ownerId, name] = match as unknown as [string, PhotoNamespace, string, string];
  return {
    path: value,
    key: `${KEY_PREFIX[namespace]}-${ownerId}/${name}.jpg`,
    namespace,
    ownerId,
    demo: name.startsWith("demo-") ? Number(name.slice(5)) : null,
  };
}

/** A contracted property's photo path: a catalog photo in `hotels/`. */
export interface HotelPhotoPath {
  path: string;
  key: string;
  propertyId: string;
  demo: number | null;
}

const asHotelPhoto = (photo: CatalogPhotoPath | null): HotelPhotoPath | null =>
  photo?.namespace === "hotels"
    ? { path: photo.path, key: photo.key, propertyId: photo.ownerId, demo: photo.demo }
    : null;

/** A new random path for a photo of `propertyId` (a UUID). */
export function newHotelPhotoPath(propertyId: string): HotelPhotoPath {
  const parsed = asHotelPhoto(newPhotoPath("hotels", propertyId));
  if (!parsed) throw new Error("newHotelPhotoPath: the property id is not a UUID");
  return parsed;
}

/** The hotel photo path if it is one an upload or the demo seed can have made, else null. */
export function parseHotelPhotoPath(value: string): HotelPhotoPath | null {
  return asHotelPhoto(parsePhotoPath(value));
}
