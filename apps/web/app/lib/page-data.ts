/**
 * Page data, one way (decision 012): a page's own data comes from its route's `clientLoader`, which
 * React Router runs before the page renders (on hydration too, with `hydrate = true` and the route's
 * `HydrateFallback` as the server's HTML), aborts through `request.signal` when the customer moves
 * on, and runs again on `revalidate()` (the page's retry). A loader answers the page's states as data
 * (ready, unavailable, failed) instead of throwing, so each page shows its own message and retry.
 *
 * What a customer does on a page (typing in a search field, sending a photo, following a payment)
 * is not page data: those requests stay with their handlers.
 */
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { startTransition, useEffect, useState } from "react";
import { type ShouldRevalidateFunction, useRevalidator } from "react-router";
import { OVERLAY_PARAM } from "../ui/overlay-history";
import { readLocaleCookie } from "./locale";
import { browserSession } from "./session-store";

/** A call that may fail without failing the page: its value, or the error it ended with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/**
 * A protected page's client loader: the server loader's check (an anonymous visitor is sent to the
 * login) runs alongside the page's own calls for a signed-in customer, and before them for anyone
 * else, so that a visitor on the way to the login sends no call that needs a session.
 */
export async function withServerCheck<T>(
  serverLoader: () => Promise<unknown>,
  load: () => Promise<T>,
): Promise<T> {
  const check = serverLoader();
  if (!browserSession().isSignedIn()) await check;
  const [, data] = await Promise.all([check, load()]);
  return data;
}

/** The page's language in the browser (the `locale` cookie, as the server reads it). */
export function browserLocale(): Locale {
  return (typeof document === "undefined" ? undefined : readLocaleCookie(document.cookie)) ?? defaultLocale;
}

/** The page's retry: its loader runs again; `retrying` while it does. */
export function useRetry(): { retry: () => void; retrying: boolean } {
  const revalidator = useRevalidator();
  return {
    retry: () => void reloadPageData(() => revalidator.revalidate()),
    retrying: revalidator.state === "loading",
  };
}

let pageReloads = 0;
/**
 * Runs `revalidate` as the page's own reload (a retry, the refresh after a decision): pages whose
 * `shouldRevalidate` keeps their data through overlays let it through (see keepDataThroughOverlays).
 */
export function reloadPageData(revalidate: () => Promise<void>): Promise<void> {
  pageReloads++;
  return revalidate().finally(() => {
    pageReloads--;
  });
}

/**
 * The value of a promise a loader handed the page (a long call the page must not wait for, e.g. a
 * flight search), once it settles: undefined until then, and again for a new promise. The promise
 * must not reject (answer failures as values). Not Suspense: a boundary the server rendered would
 * hydrate on its own schedule, and swapping it for a new one left its old nodes in the page.
 *
 * The value is shown in a transition: React renders what it brings (2,000 flight proposals) in
 * slices, giving the browser its turn between them, instead of in one task (decision 027).
 */
export function useSettled<T>(promise: Promise<T> | null | undefined): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    if (!promise) return;
    let live = true;
    void promise.then((value) => {
      if (live) startTransition(() => setSettled({ promise, value }));
    });
    return () => {
      live = false;
    };
  }, [promise]);
  return settled && settled.promise === promise ? settled.value : undefined;
}

/**
 * A page's `shouldRevalidate` when its dialogs open and close through history (`rqs`, spec §2): an
 * overlay's entry is not a new page, so the data stays as the page holds it (a reload would remount
 * it and lose the focus: React Router may see Back to the same URL); any other change revalidates as
 * usual, and so does the page's own reload (`useRetry`'s retry, the refresh after a refund request).
 */
export const keepDataThroughOverlays: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (pageReloads > 0) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(OVERLAY_PARAM);
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};
