import type { ComponentProps } from "react";
import { AccountMenu } from "../features/auth/account-menu";
import { LoginModalHost } from "../features/auth/login-modal-host";
import { SiteHeader } from "../ui/site-header";

/**
 * The site header with the account features composed in: `ui/` knows no feature, so the layouts
 * (and the root error view) hand it the account menu and the login modal's host.
 */
export function AppHeader({ variant }: Pick<ComponentProps<typeof SiteHeader>, "variant">) {
  return <SiteHeader variant={variant} account={<AccountMenu />} dialogs={<LoginModalHost />} />;
}
