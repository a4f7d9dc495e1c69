import { defaultLocale, type Locale, siteConfig } from "@safar/domain/site-config";
import type { MetaDescriptor } from "react-router";
import { i18nFor } from "./i18n";
import { isLocale } from "./locale";

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;
function rootLocale(matches: readonly MatchLike[]): Locale | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { locale?: unknown } | undefined;
  return isLocale(data?.locale) ? data.locale : undefined;
}

/**
 * A `t` for meta functions, in the root loader's locale: the full catalogue on the server, the
 * loaded namespaces in the browser (the root layout loads a page's namespaces before rendering).
 */
export function metaT(matches: readonly MatchLike[]) {
  const locale = rootLocale(matches) ?? defaultLocale;
  return { locale, t: i18nFor(locale).t };
}

/**
 * `<title>` and description for a page: "<title> | <brand>". `options.title` and
 * `options.description` are texts already made in the page's language (the flight results' route).
 */
export function pageMeta(
  matches: readonly MatchLike[],
  key: string,
  vars: Record<string, string> = {},
  options: { titleKey?: string; title?: string; description?: string } = {},
): MetaDescriptor[] {
  const { locale, t } = metaT(matches);
  const brand = siteConfig.brandName[locale];
  const title = `${options.title ?? t(options.titleKey ?? `meta.${key}.title`, vars)} | ${brand}`;
  const description = options.description ?? t(`meta.${key}.description`, vars);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: brand },
  ];
}

/** For pages that must not be indexed (checkout, payment, profile). */
export const noIndex: MetaDescriptor = { name: "robots", content: "noindex" };
