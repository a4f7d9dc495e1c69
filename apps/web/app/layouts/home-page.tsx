import { Outlet } from "react-router";
import { SiteFooter } from "../ui/site-footer";
import { SiteHeader } from "../ui/site-header";

/** The home page: a header that sits on the hero band, then the page and the footer. */
export default function HomePageLayout() {
  return (
    <>
      <SiteHeader variant="home" />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
