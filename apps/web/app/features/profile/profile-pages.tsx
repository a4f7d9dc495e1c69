import { NavLink, Outlet } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";

const sections = [
  { to: "/profile", key: "profile.overview", end: true },
  { to: "/profile/account", key: "profile.account", end: true },
  { to: "/profile/auth-data", key: "profile.authData", end: true },
  { to: "/profile/my-travels", key: "profile.myTravels", end: false },
  { to: "/profile/passengers", key: "profile.passengers", end: true },
  { to: "/profile/transactions", key: "profile.transactions", end: true },
] as const;

/** The profile area: side navigation to its children, the child page beside it. */
export function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t("meta.profile.title")} lead={t("meta.profile.description")} />
      <div className="profile-layout">
        <nav className="profile-nav" aria-label={t("profile.navLabel")}>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {t(section.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** One profile section: its heading and what it holds. */
export function ProfileSection({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{t(titleKey)}</h2>
      <p>{t(textKey)}</p>
    </section>
  );
}

/** The loading placeholder of the profile pages (spec route profileSkeleton). */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="card skeleton" aria-busy="true" aria-labelledby="profile-skeleton-title">
      <h2 id="profile-skeleton-title" className="visually-hidden">
        {t("profile.skeleton")}
      </h2>
      <div className="skeleton__line" />
      <div className="skeleton__line skeleton__line--short" />
      <div className="skeleton__line" />
      <div className="skeleton__line skeleton__line--short" />
    </section>
  );
}
