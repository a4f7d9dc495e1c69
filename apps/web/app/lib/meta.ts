import { defaultLocale, type Locale, siteConfig } from "@safar/domain/site-config";
import type { MetaDescriptor } from "react-router";
import { getI18n, type Messages } from "./i18n";
import { isLocale } from "./locale";

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;
type RootData = { locale: Locale; messages: Messages };

const EMPTY: Messages = {};

function rootData(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as Partial<RootData> | undefined;
  if (!data || !isLocale(data.locale) || typeof data.messages !== "object" || data.messages === null) {
    return undefined;
  }
  return { locale: data.locale, messages: data.messages };
}

/** A `t` for meta functions, built from the root loader's messages (no extra request). */
export function metaT(matches: readonly MatchLike[]) {
  const data = rootData(matches);
  const locale = data?.locale ?? defaultLocale;
  return { locale, t: getI18n(locale, data?.messages ?? EMPTY).t };
}

/** `<title>` and description for a page: "<title> | <brand>". */
export function pageMeta(
  matches: readonly MatchLike[],
  key: string,
  vars: Record<string, string> = {},
  options: { titleKey?: string } = {},
): MetaDescriptor[] {
  const { locale, t } = metaT(matches);
  const brand = siteConfig.brandName[locale];
  const title = `${t(options.titleKey ?? `meta.${key}.title`, vars)} | ${brand}`;
  const description = t(`meta.${key}.description`, vars);
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
