import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { CloseIcon } from "./icons";
import { companyLinks, sectionLinks } from "./nav-items";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile navigation drawer: a modal dialog. Focus moves to its close button on open, Tab stays
 * inside, Escape and the backdrop close it; the header returns focus to the menu button.
 */
export function MobileDrawer({ onClose, brand }: { onClose: () => void; brand: string }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="drawer">
      <button type="button" className="drawer__backdrop" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div
        className="drawer__panel"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            {brand}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t("common.closeMenu")}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t("nav.main")}>
          <ul className="drawer__links">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={onClose}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/profile" onClick={onClose}>
                {t("nav.profile")}
              </NavLink>
            </li>
          </ul>
          <ul className="drawer__links drawer__links--secondary">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={onClose}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/multi-lang" onClick={onClose}>
                {t("nav.languages")}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
