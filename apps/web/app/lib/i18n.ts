import type { Locale } from "@safar/domain/site-config";
import i18next, { type i18n, type TFunction } from "i18next";
import { isNamespace, type Namespace } from "./i18n-namespaces";

export type Messages = Record<string, unknown>;

/** One i18next instance per messages object: reused by meta functions and by the provider. */
const instances = new WeakMap<Messages, i18n>();

/**
 * Creates (or reuses) an i18next instance holding only one locale's messages. Initialisation is
 * synchronous (`initAsync: false`) because the resources are passed in: no backend, no flash.
 */
export function getI18n(locale: Locale, messages: Messages): i18n {
  const existing = instances.get(messages);
  if (existing && existing.language === locale) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(messages, instance);
  return instance;
}

let active: i18n | undefined;

/** The instance of the page in the browser, for code outside React (toasts). */
export function setActiveI18n(instance: i18n): void {
  active = instance;
}

export function activeT(): TFunction | undefined {
  return active?.t;
}

/* ---- Catalogues per namespace (decision 007) ---- */

let serverCatalogs: Record<Locale, Messages> | undefined;

/** entry.server registers every full catalogue: the server renders with all of them. */
export function registerServerCatalogs(catalogs: Record<Locale, Messages>): void {
  serverCatalogs = catalogs;
}

/** In the browser: one instance per locale, filled namespace by namespace as pages need them. */
const browserInstances = new Map<Locale, i18n>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function browserInstance(locale: Locale): i18n {
  let instance = browserInstances.get(locale);
  if (!instance) {
    instance = getI18n(locale, {});
    browserInstances.set(locale, instance);
  }
  return instance;
}

/** The i18next instance of a locale: the full catalogue on the server, the loaded namespaces in the browser. */
export function i18nFor(locale: Locale): i18n {
  return serverCatalogs ? getI18n(locale, serverCatalogs[locale]) : browserInstance(locale);
}

function loadNamespace(locale: Locale, ns: Namespace, url: string): Promise<void> {
  const key = `${locale}:${ns}`;
  let load = loads.get(key);
  if (!load) {
    load = fetch(url, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`translations ${url}: HTTP ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => {
        browserInstance(locale).addResourceBundle(
          locale,
          "translation",
          ns === "common" ? messages : { [ns]: messages },
          true,
          true,
        );
        loaded.add(key);
      })
      .catch((error: unknown) => {
        loads.delete(key);
        throw error;
      });
    loads.set(key, load);
  }
  return load;
}

const pending = new Map<string, Promise<void>>();

/**
 * Starts loading the namespaces a page needs in the browser; undefined when they are all there
 * (always on the server). The root layout suspends on the promise, so a client navigation or a
 * language change renders only once its strings are in (no flash of keys).
 */
export function loadCatalogs(
  locale: Locale,
  urls: Partial<Record<Namespace, string>>,
  needed: readonly Namespace[],
): Promise<void> | undefined {
  if (serverCatalogs) return undefined;
  const missing = needed.filter((ns) => !loaded.has(`${locale}:${ns}`) && urls[ns]);
  if (missing.length === 0) return undefined;
  const key = `${locale}:${missing.join(",")}`;
  let all = pending.get(key);
  if (!all) {
    all = Promise.all(missing.map((ns) => loadNamespace(locale, ns, urls[ns]!))).then(() => undefined);
    pending.set(key, all);
    void all.then(
      () => pending.delete(key),
      () => pending.delete(key),
    );
  }
  return all;
}

/** The hydration entry: the `<link rel="preload" data-i18n>` of the server's HTML, loaded before hydrating. */
export function loadDocumentCatalogs(document: Document): Promise<void> | undefined {
  const locale = document.documentElement.lang as Locale;
  const urls: Partial<Record<Namespace, string>> = {};
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-i18n]")) {
    const ns = link.dataset.i18n;
    if (isNamespace(ns)) urls[ns] = link.getAttribute("href") ?? link.href;
  }
  return loadCatalogs(locale, urls, Object.keys(urls) as Namespace[]);
}
