import { Outlet } from "react-router";
import { SiteFooter } from "../ui/site-footer";
import { SiteHeader } from "../ui/site-header";

/** Header, page, footer: info pages, section homes, visa pages, results, profile. */
export default function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
