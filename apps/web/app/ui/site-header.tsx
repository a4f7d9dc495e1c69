import { siteConfig } from "@safar/domain/site-config";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { lazyComponent } from "../lib/lazy-component";
import { GlobeIcon, LogoMark, MenuIcon } from "./icons";
import { sectionLinks } from "./nav-items";
import { useLocale } from "./use-locale";
import { OVERLAY_PARAM, useOverlayHistory } from "./use-overlay-history";

// The drawer is code that only runs after a tap: load it on demand.
const MobileDrawer = lazyComponent(() =>
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
  const { open, openOverlay, closeOverlay } = useOverlayHistory();
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const brand = siteConfig.brandName[locale];

  // Focus goes back to the menu button when the drawer closes.
  useEffect(() => {
    if (wasOpen.current && !open) menuButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // A navigation from inside the drawer closes it.
  const pathname = location.pathname;
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      closeOverlay();
    }
  }, [pathname, closeOverlay]);

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
          {account}
          {variant !== "minimal" ? (
            <button
              ref={menuButton}
              type="button"
              className="icon-button menu-button"
              aria-label={t("common.openMenu")}
              aria-expanded={open}
              aria-haspopup="dialog"
              onClick={openOverlay}
            >
              <MenuIcon />
            </button>
          ) : null}
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeOverlay} brand={brand} />
        </Suspense>
      ) : null}
      {dialogs}
    </header>
  );
}
