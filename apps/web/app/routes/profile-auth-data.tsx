import { AuthDataPage } from "../features/profile/account-pages";

export default function Page() {
  return <AuthDataPage />;
}
