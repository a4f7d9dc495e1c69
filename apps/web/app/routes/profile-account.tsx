import { AccountPage } from "../features/profile/account-pages";

export default function Page() {
  return <AccountPage />;
}
