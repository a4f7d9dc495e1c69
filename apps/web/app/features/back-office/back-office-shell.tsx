/**
 * The back office's own frame (none of the storefront's header, footer or account menu): the brand,
 * the sections the operator's role may open, who is signed in with their role, the languages, and
 * sign-out. Right to left in Arabic and Persian through the document's `dir` and logical properties.
 */
import type { OperatorSession } from "@safar/domain";
import { type Locale, locales, siteConfig } from "@safar/domain/site-config";
import { type ReactNode, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { isApiError } from "../../lib/api";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { BACK_OFFICE_PATH, SIGN_IN_PATH, sectionsFor } from "./access";
import { signOut } from "./back-office-api";
import "./back-office.css";

const nativeNames: Record<Locale, string> = { ar: "العربية", fa: "فارسی", en: "English" };

export function BackOfficeShell({
  session,
  children,
}: {
  session: OperatorSession | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <header className="bo-header">
        <div className="container bo-header__bar">
          <Link to={BACK_OFFICE_PATH} className="bo-brand">
            <span>{siteConfig.brandName[locale]}</span>
            <span className="bo-brand__tag">{t("back-office.title")}</span>
          </Link>
          <Languages current={locale} />
          {session ? <OperatorBox session={session} /> : null}
        </div>
        {session ? (
          <nav className="container bo-nav" aria-label={t("back-office.nav.label")}>
            <ul>
              {sectionsFor(session).map((section) => (
                <li key={section.key}>
                  <NavLink to={section.to} end={section.to === BACK_OFFICE_PATH}>
                    {t(`back-office.nav.${section.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="site-main container bo-main">
        {children}
      </main>
    </>
  );
}

function OperatorBox({ session }: { session: OperatorSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await signOut();
    } catch (error) {
      // Already signed out (401) is what was wanted; anything else is told and the session stays.
      if (!isApiError(error) || error.status !== 401) {
        setBusy(false);
        void showApiErrors(error, t);
        return;
      }
    }
    setBusy(false);
    await navigate(SIGN_IN_PATH, { replace: true });
  };
  return (
    <div className="bo-operator" data-testid="bo-operator">
      <p className="bo-operator__who">
        <span className="bo-operator__name">{session.operator.displayName}</span>
        <span className="bo-role" data-testid="bo-role">
          {t(`back-office.roles.${session.operator.role}`)}
        </span>
      </p>
      <button type="button" className="bo-sign-out" onClick={() => void leave()} aria-busy={busy}>
        {t("back-office.signOut")}
      </button>
    </div>
  );
}

/** Each other language is a small POST form to the storefront's language action, back to this page. */
function Languages({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const redirectTo = location.pathname + location.search;
  return (
    <ul className="bo-languages" aria-label={t("back-office.language")}>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <li key={locale}>
            <form method="post" action="/multi-lang">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button type="submit" className="bo-link-button" lang={locale}>
                {nativeNames[locale]}
              </button>
            </form>
          </li>
        ))}
    </ul>
  );
}
