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
 * A contracted property's photo (public: anyone may read it, the hotel pages show it):
 * `hotels/{propertyId}/{32 random hex}.jpg` under the image base, stored under the key
 * `hotel-{propertyId}/{name}.jpg` (an owner that is never a user id, so no private path can name
 * it and no public path can name a private upload). `demo-1`…`demo-9` are the demo hotels' photos,
 * drawn when first read (demo-photo.ts). Every photo is stored as JPEG.
 */
const HOTEL_PHOTO_PATH = new RegExp(`^hotels/(${OWNER})/(${NAME}|demo-[1-9])\\.jpg$`);

export interface HotelPhotoPath {
  /** `hotels/{propertyId}/{name}.jpg`: the path under the image base. */
  path: string;
  /** `hotel-{propertyId}/{name}.jpg`: the storage key. */
  key: string;
  propertyId: string;
  /** 1–9 for a demo photo, else null. */
  demo: number | null;
}

/** A new random path for a photo of `propertyId` (a UUID). */
export function newHotelPhotoPath(propertyId: string): HotelPhotoPath {
  const parsed = parseHotelPhotoPath(
    `hotels/${propertyId.toLowerCase()}/${randomBytes(16).toString("hex")}.jpg`,
  );
  if (!parsed) throw new Error("newHotelPhotoPath: the property id is not a UUID");
  return parsed;
}

/** The photo path if it is one an upload or the demo seed can have made, else null. */
export function parseHotelPhotoPath(value: string): HotelPhotoPath | null {
  const match = HOTEL_PHOTO_PATH.exec(value);
  if (!match) return null;
  const [, propertyId, name] = match as unknown as [string, string, string];
  return {
    path: value,
    key: `hotel-${propertyId}/${name}.jpg`,
    propertyId,
    demo: name.startsWith("demo-") ? Number(name.slice(5)) : null,
  };
}
