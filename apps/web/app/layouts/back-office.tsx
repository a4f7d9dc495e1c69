import { Outlet } from "react-router";
import { AppHeader } from "./app-header";

/** Operator pages (spec §2 "back-office" layout): a minimal header and a wide work area. */
export default function BackOfficeLayout() {
  return (
    <>
      <AppHeader variant="minimal" />
      <main id="main" tabIndex={-1} className="site-main container">
        <Outlet />
      </main>
    </>
  );
}
