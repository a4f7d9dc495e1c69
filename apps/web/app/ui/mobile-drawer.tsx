import { NavLink } from "react-router";
import { useTranslation } from "../lib/use-translation";
import { Dialog } from "./dialog";
import { companyLinks, sectionLinks } from "./nav-items";

/**
 * The mobile navigation drawer: a modal dialog at the inline start (focus, keys, Back: ui/dialog).
 * A link closes it through the navigation it makes (site-header), not on click: closing on click
 * would go Back (to drop the drawer's history entry) while the router pushes the new page.
 */
export function MobileDrawer({ onClose, brand }: { onClose: () => void; brand: string }) {
  const { t } = useTranslation();
  return (
    <Dialog variant="drawer" side="start" title={brand} closeLabel={t("common.closeMenu")} onClose={onClose}>
      <nav aria-label={t("nav.main")}>
        <ul className="drawer__links">
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
        <ul className="drawer__links drawer__links--secondary">
          {companyLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/multi-lang">{t("nav.languages")}</NavLink>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
