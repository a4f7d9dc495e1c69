import { AuthDataPage } from "../features/profile/account-pages";
import type { I18nHandle } from "../lib/i18n-namespaces";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["account"] };

export default function Page() {
  return <AuthDataPage />;
}
