import { Outlet } from "react-router";
import { SiteFooter } from "../ui/site-footer";
import { AppHeader } from "./app-header";

/** The home page: a header that sits on the hero band, then the page and the footer. */
export default function HomePageLayout() {
  return (
    <>
      <AppHeader variant="home" />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
