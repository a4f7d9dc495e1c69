/**
 * Toasts (spec §4, §8). sonner is loaded on demand so it never weighs on the first page load:
 * the <ToastHost> mounts the Toaster when the browser is idle or when the first toast is asked for,
 * and every call here waits for it.
 */
import type { TFunction } from "i18next";
import { ApiError, ClientMessageKey } from "./api";
import { activeT } from "./i18n";

export type ToastType = "success" | "error" | "warning" | "info" | "default";

let resolveReady: (() => void) | undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});
const requestListeners = new Set<() => void>();

/** Called by the Toaster once it is mounted and subscribed. */
export function markToasterReady(): void {
  resolveReady?.();
}

/** The host listens here to mount the Toaster early when a toast is wanted. */
export function onToasterRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export async function showToast(type: ToastType, message: string): Promise<void> {
  if (typeof window === "undefined") return;
  for (const listener of requestListeners) listener();
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  if (type === "default") toast(message);
  else toast[type](message);
}

/** The keys to show for an error: each first message of every meta.errors entry (spec §8). */
export function errorMessageKeys(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.status === 429) return [ClientMessageKey.TOO_MANY_REQUESTS];
    const keys = error.firstMessages();
    return keys.length > 0 ? keys : [ClientMessageKey.GENERIC_ERROR];
  }
  return [ClientMessageKey.GENERIC_ERROR];
}

/** Shows every first message of an API error as a translated error toast. 401 is handled by auth. */
export async function showApiErrors(error: unknown, t: TFunction | undefined = activeT()): Promise<void> {
  if (error instanceof ApiError && error.status === 401) return;
  const translate = (key: string) => (t ? t(key, { defaultValue: t(ClientMessageKey.GENERIC_ERROR) }) : key);
  await Promise.all(errorMessageKeys(error).map((key) => showToast("error", translate(key))));
}
