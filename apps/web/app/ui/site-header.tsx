import { siteConfig } from "@safar/domain/site-config";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { lazyComponent } from "../lib/lazy-component";
import { useTranslation } from "../lib/use-translation";
import { CurrencyPicker } from "./currency-picker";
import { GlobeIcon, LogoMark, MenuIcon } from "./icons";
import { sectionLinks } from "./nav-items";
import { OVERLAY_PARAM } from "./overlay-history";
import { useLocale } from "./use-locale";

// The drawer is code that only runs after a tap: load it on demand.
const MobileDrawer = lazyComponent("mobile-drawer", () =>
  import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })),
);

/** Path and query of the current page without the overlay parameter (for ?redirectTo=). */
function currentPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OVERLAY_PARAM);
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/**
 * The site's header. It knows no feature: the layout that renders it passes the account control
 * (`account`, beside the language link) and the dialogs it hosts (`dialogs`, e.g. the login modal).
 */
export function SiteHeader({
  variant = "default",
  account,
  dialogs,
}: {
  variant?: "default" | "home" | "minimal";
  account?: ReactNode;
  dialogs?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const brand = siteConfig.brandName[locale];

  // A navigation (a link of the drawer, even to the page it is on) closes the drawer.
  const locationKey = location.key;
  const lastKey = useRef(locationKey);
  useEffect(() => {
    if (lastKey.current !== locationKey) {
      lastKey.current = locationKey;
      setOpen(false);
    }
  }, [locationKey]);

  const redirectTo = currentPath(location.pathname, location.search);
  const languageHref =
    location.pathname === "/multi-lang"
      ? "/multi-lang"
      : `/multi-lang?redirectTo=${encodeURIComponent(redirectTo)}`;

  return (
    <header className={`site-header site-header--${variant}`}>
      <div className="container site-header__bar">
        <Link to="/" className="brand">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{brand}</span>
        </Link>
        {variant !== "minimal" ? (
          <nav className="site-nav" aria-label={t("nav.main")}>
            <ul>
              {sectionLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/profile">{t("nav.profile")}</NavLink>
              </li>
            </ul>
          </nav>
        ) : null}
        <div className="site-header__actions">
          <Link
            to={languageHref}
            className="lang-link"
            aria-label={`${t("common.language")}: ${t(`languages.${locale}`)}`}
          >
            <GlobeIcon />
            <span lang={locale}>{t(`languages.${locale}`)}</span>
          </Link>
          <CurrencyPicker />
          {account}
          {variant !== "minimal" ? (
            <button
              type="button"
              className="icon-button menu-button"
              aria-label={t("common.openMenu")}
              aria-expanded={open}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </button>
          ) : null}
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <MobileDrawer onClose={() => setOpen(false)} brand={brand} />
        </Suspense>
      ) : null}
      {dialogs}
    </header>
  );
}
