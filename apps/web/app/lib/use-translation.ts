import type { i18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { getI18n } from "./i18n";

export interface Translation {
  t: TFunction;
  i18n: i18n;
}

const translations = new WeakMap<i18n, Translation>();

/**
 * A `t` bound to one instance (one locale, decision 007) that remembers the strings it looked up
 * without options. Most calls on a page are plain keys (labels, headings), and i18next's translate
 * walks the resources, nesting and interpolation rules again on every call; the memo is cleared
 * whenever the instance's resources grow (a namespace loaded in the browser), so a key looked up
 * before its namespace came is looked up again afterwards.
 */
function memoizedT(instance: i18n): TFunction {
  const plain = new Map<string, string>();
  instance.store.on("added", () => plain.clear());
  // i18next's TFunction is a branded overload set; the memo only forwards what it was given.
  const translate = instance.t as unknown as (key: unknown, ...rest: unknown[]) => unknown;
  const t = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length === 0 && typeof key === "string") {
      let text = plain.get(key);
      if (text === undefined) {
        text = String(translate(key));
        plain.set(key, text);
      }
      return text;
    }
    return translate(key, ...rest);
  };
  return t as unknown as TFunction;
}

/** The translation of one instance, made once: components share it, so it never changes identity. */
export function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: memoizedT(instance), i18n: instance };
    translations.set(instance, translation);
  }
  return translation;
}

let bare: i18n | undefined;

/**
 * The page's `t` and i18next instance, from the `I18nextProvider` of the root layout. It replaces
 * react-i18next's `useTranslation`, which builds a wrapper of the instance (every own property
 * copied) and a fixed `t` in each component on every render: a fifth of a server render's time on
 * the home page (bench/ssr-pages). Each locale has its own instance, and the root layout renders a
 * new page only once its namespaces are in, so nothing here needs to subscribe to i18next events.
 * Outside a provider (a component rendered alone in a test) `t` answers the key itself.
 */
export function useTranslation(): Translation {
  const instance = useContext(I18nContext)?.i18n;
  if (instance) return translationOf(instance);
  bare ??= getI18n("ar", {});
  return translationOf(bare);
}
