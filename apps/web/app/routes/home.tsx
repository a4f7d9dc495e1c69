import { siteConfig } from "@safar/domain/site-config";
import { requireGuestForLogin } from "../features/auth/auth.server";
import { getContentPage } from "../features/content/content.server";
import { HomePage } from "../features/home/home-page";
import { formatSupportHours } from "../lib/format";
import { getServerI18n } from "../lib/i18n.server";
import { localeDetectionRedirect } from "../lib/locale.server";
import { metaT } from "../lib/meta";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const detected = localeDetectionRedirect(request);
  if (detected) throw detected;
  requireGuestForLogin(request); // the login entry is guest-only (spec §2)
  const { locale, t } = getServerI18n(request);
  return {
    faq: getContentPage(locale, "faq"),
    supportHours: formatSupportHours(locale, t),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, t } = metaT(matches);
  const brand = siteConfig.brandName[locale];
  const title = `${brand} | ${t("meta.home.title")}`;
  const description = t("meta.home.description");
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage faq={loaderData.faq} supportHours={loaderData.supportHours} />;
}
