import { describe, expect, it } from "vitest";
import {
  checkImageUpload,
  detectImageType,
  detectPhotoType,
  imageUploadMetadataSchema,
  MAX_UPLOAD_BYTES,
} from "./upload";

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff, 0xe0];
const bytes = (head: number[], total = head.length) => {
  const out = new Uint8Array(total);
  out.set(head);
  return out;
};

describe("detectImageType by magic bytes", () => {
  it.each([
    ["png", bytes(png, 64), "image/png"],
    ["jpeg (JFIF)", bytes(jpeg, 64), "image/jpeg"],
    ["jpeg (EXIF)", bytes([0xff, 0xd8, 0xff, 0xe1], 8), "image/jpeg"],
    ["jpeg magic only", bytes([0xff, 0xd8, 0xff]), "image/jpeg"],
    ["truncated jpeg", bytes([0xff, 0xd8]), null],
    ["truncated png", bytes(png.slice(0, 7)), null],
    ["png with one wrong byte", bytes([...png.slice(0, 7), 0x00], 16), null],
    ["gif", bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 16), null],
    ["pdf", bytes([0x25, 0x50, 0x44, 0x46, 0x2d], 16), null],
    ["webp (RIFF)", bytes([0x52, 0x49, 0x46, 0x46], 16), null],
    ["svg text", new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), null],
    ["empty", new Uint8Array(0), null],
    ["png magic at offset 1", bytes([0x00, ...png], 16), null],
  ])("%s -> %s", (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });
});

describe("checkImageUpload", () => {
  it.each([
    ["png at the limit", bytes(png, MAX_UPLOAD_BYTES), { ok: true, type: "image/png" }],
    ["jpeg at the limit", bytes(jpeg, MAX_UPLOAD_BYTES), { ok: true, type: "image/jpeg" }],
    ["png one byte over", bytes(png, MAX_UPLOAD_BYTES + 1), { ok: false, error: "IMAGE_SIZE_IS_TOO_LARGE" }],
    ["not an image", bytes([1, 2, 3], 100), { ok: false, error: "IMAGE_FORMAT_IS_INVALID" }],
    ["empty", new Uint8Array(0), { ok: false, error: "IMAGE_FORMAT_IS_INVALID" }],
  ])("%s", (_name, input, expected) => {
    expect(checkImageUpload(input)).toEqual(expected);
  });

  it("takes a custom limit", () => {
    expect(checkImageUpload(bytes(png, 11), 10)).toEqual({ ok: false, error: "IMAGE_SIZE_IS_TOO_LARGE" });
    expect(checkImageUpload(bytes(png, 10), 10)).toEqual({ ok: true, type: "image/png" });
  });

  it("the limit is 5 MiB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
  });
});

describe("imageUploadMetadataSchema", () => {
  it.each([
    [{ fileName: "passport.jpg", mimeType: "image/jpeg", size: 1000 }, []],
    [{ fileName: "PASSPORT.JPEG", mimeType: "image/jpeg", size: 1 }, []],
    [{ fileName: "scan.png", mimeType: "image/png", size: MAX_UPLOAD_BYTES }, []],
    [{ mimeType: "image/png", size: 10 }, []],
    [{ mimeType: "image/png", size: MAX_UPLOAD_BYTES + 1 }, ["IMAGE_SIZE_IS_TOO_LARGE"]],
    [{ mimeType: "image/png", size: 0 }, ["IMAGE_FORMAT_IS_INVALID"]],
    [{ mimeType: "image/png", size: 1.5 }, ["IMAGE_FORMAT_IS_INVALID"]],
    [{ mimeType: "image/gif", size: 10 }, ["IMAGE_FORMAT_IS_INVALID"]],
    [{ fileName: "scan.pdf", mimeType: "image/png", size: 10 }, ["IMAGE_FORMAT_IS_INVALID"]],
    [{ fileName: "scan.png.exe", mimeType: "image/png", size: 10 }, ["IMAGE_FORMAT_IS_INVALID"]],
  ])("%j -> %j", (input, expected) => {
    const result = imageUploadMetadataSchema.safeParse(input);
    expect(result.error?.issues.map((i) => i.message) ?? []).toEqual(expected);
  });
});

describe("detectPhotoType", () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], "image/png"],
    [[0xff, 0xd8, 0xff, 0xe0], "image/jpeg"],
    [[...Buffer.from("RIFF"), 1, 2, 3, 4, ...Buffer.from("WEBPVP8 ")], "image/webp"],
    [[...Buffer.from("RIFF"), 1, 2, 3, 4, ...Buffer.from("WAVEfmt ")], null],
    [[...Buffer.from("%PDF-1.7")], null],
    [[], null],
  ])("%j is %s", (input, expected) => {
    expect(detectPhotoType(new Uint8Array(input))).toBe(expected);
  });
});
