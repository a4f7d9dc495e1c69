import { Outlet } from "react-router";
import { SiteFooter } from "../ui/site-footer";
import { AppHeader } from "./app-header";

/** Header, page, footer: info pages, section homes, visa pages, results, profile. */
export default function DefaultLayout() {
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
