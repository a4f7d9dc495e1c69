import { useEffect, useId, useRef, useState } from "react";
import "./account-menu.css";
import { Link, useRouteLoaderData } from "react-router";
import { browserSession, displayName, useCurrentUser, useSignedIn } from "../../lib/session-store";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { UserIcon } from "../../ui/icons";
import { openLoginModal } from "./login-modal-store";

type RootData = { signedIn?: boolean } | undefined;

/** The account's sections, before its settings (spec §2 /profile children). */
const MENU_SECTIONS = [
  { to: "/profile", key: "profile.overview" },
  { to: "/profile/my-travels", key: "profile.myTravels" },
  { to: "/profile/transactions", key: "profile.transactions" },
  { to: "/profile/passengers", key: "profile.passengers" },
] as const;

/** The header's account control: "Sign in", or the customer's name with a small menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as RootData;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  const userState = useCurrentUser(signedIn);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!signedIn) {
    return (
      <button
        type="button"
        className="account-button"
        aria-haspopup="dialog"
        onClick={() => openLoginModal()}
      >
        <UserIcon />
        <span className="account-button__label">{t("auth.header.signIn")}</span>
      </button>
    );
  }

  const name = userState.status === "ready" ? displayName(userState.user) : "";
  const close = () => setOpen(false);
  return (
    <div className="account-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span className="account-button__name">
          {name ? <bdi dir={/^[+\d]/.test(name) ? "ltr" : undefined}>{name}</bdi> : t("auth.header.account")}
        </span>
      </button>
      {open ? (
        <ul id={menuId} className="account-menu__list">
          {MENU_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} onClick={close}>
                {t(section.key)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/profile/account" onClick={close}>
              {t("auth.header.profile")}
            </Link>
          </li>
          <li>
            <Link to="/profile/auth-data" onClick={close}>
              {t("auth.header.authData")}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void browserSession().signOut().catch(showApiErrors);
              }}
            >
              {t("auth.header.signOut")}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
