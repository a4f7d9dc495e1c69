import { catalogs } from "../lib/catalogs.server";
import { isLocale, requestLocale } from "../lib/locale";
import { type ManifestStrings, webManifest } from "../lib/web-manifest";
import type { Route } from "./+types/manifest";

/** `/manifest.webmanifest?lang=ar|fa|en` (else the page's locale): the installable app's manifest. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : requestLocale(request);
  const strings = (catalogs[locale].app as { manifest: ManifestStrings }).manifest;
  return new Response(`${JSON.stringify(webManifest(locale, strings))}\n`, {
    headers: {
      "content-type": "application/manifest+json; charset=utf-8",
      "cache-control": "public, max-age=86400",
      vary: "Cookie, Accept-Language",
    },
  });
}
