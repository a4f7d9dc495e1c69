/**
 * sharp (libvips: ~20 MB resident) for every picture this module reads or writes, loaded with the
 * first one rather than at start (most processes serve pages and never touch a picture), and set up
 * once: no operation cache (a server reads each upload once; the cache held decoded pictures) and
 * one libvips thread per operation (the scan pool decides how many run at once on two cores).
 */
import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
