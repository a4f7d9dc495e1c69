import type { Locale } from "@safar/domain/site-config";
import i18next, { type i18n, type TFunction } from "i18next";

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
