import { siteConfig } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import { Link, useRouteLoaderData } from "react-router";
import { useTranslation } from "../lib/use-translation";
import { ChatIcon, PhoneIcon } from "./icons";
import { companyLinks, sectionLinks } from "./nav-items";
import { useLocale } from "./use-locale";

export function SiteFooter() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRouteLoaderData("root") as { year?: number } | undefined;
  const year = root?.year ?? new Date().getFullYear();
  const brand = siteConfig.brandName[locale];

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{brand}</h2>
          <p>{siteConfig.operator[locale]}</p>
          <p>{t("footer.launched")}</p>
          <h3>{t("footer.address")}</h3>
          <address>{siteConfig.address[locale]}</address>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t("home.servicesLabel")}</h2>
          <ul>
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.company")}</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
            <li>
              <Link to="/multi-lang">{t("nav.languages")}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t("footer.support")}</h2>
          <ul>
            <li>
              <a href={`tel:${siteConfig.supportShortNumber}`} className="with-icon">
                <PhoneIcon />
                <span>
                  {t("home.callShortNumber", {
                    number: localizeDigits(siteConfig.supportShortNumber, locale),
                  })}
                </span>
              </a>
            </li>
            <li>
              <a
                href={siteConfig.whatsappUrl}
                className="with-icon"
                rel="noopener noreferrer"
                target="_blank"
              >
                <ChatIcon />
                <span>{t("home.whatsapp")}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${siteConfig.email}`} dir="ltr">
                {siteConfig.email}
              </a>
            </li>
          </ul>
          <h3>{t("footer.followUs")}</h3>
          <ul className="social-links">
            {siteConfig.social.map((item) => (
              <li key={item.network}>
                <a href={item.url} rel="noopener noreferrer" target="_blank">
                  {t(`social.${item.network}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>{t("footer.rights", { year: localizeDigits(String(year), locale), brand })}</p>
      </div>
    </footer>
  );
}
