import { Outlet } from "react-router";
import { SiteHeader } from "../ui/site-header";

/** Operator pages (spec §2 "back-office" layout): a minimal header and a wide work area. */
export default function BackOfficeLayout() {
  return (
    <>
      <SiteHeader variant="minimal" />
      <main id="main" tabIndex={-1} className="site-main container">
        <Outlet />
      </main>
    </>
  );
}
