import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { useRouteLoaderData } from "react-router";
import { type Direction, directionOf } from "../lib/locale";

type RootData = { locale: Locale } | undefined;

/** The page's locale and direction from the root loader (default Arabic when it is missing). */
export function useLocale(): { locale: Locale; dir: Direction } {
  const data = useRouteLoaderData("root") as RootData;
  const locale = data?.locale ?? defaultLocale;
  return { locale, dir: directionOf(locale) };
}
