/**
 * The photo as it is sent: a phone camera's picture (often 8–12 MB, over the 5 MB limit of spec §9)
 * is scaled down in the browser to at most MAX_SIDE pixels on its longest side and sent as JPEG,
 * upright (createImageBitmap applies the EXIF orientation). That is plenty for the MRZ (the server
 * reads it at 1600 px) and keeps the upload short on a mobile network. A file the browser cannot
 * decode is sent as it is: the server checks content and answers the right message.
 */
export const MAX_SIDE = 2000;
export const JPEG_QUALITY = 0.9;

/** The size that fits inside max × max with the same proportions, never larger than the original. */
export function fitWithin(width: number, height: number, max: number = MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a file is worth re-encoding before the upload. */
export function needsPreparing(file: { size: number; type: string }, width: number, height: number): boolean {
  return (
    Math.max(width, height) > MAX_SIDE ||
    file.size > 1.5 * 1024 * 1024 ||
    !/^image\/(jpeg|png)$/.test(file.type)
  );
}

/** The photo to upload (see the module comment). */
export async function preparePhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (!needsPreparing(file, bitmap.width, bitmap.height)) return file;
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY),
    );
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
