import { Outlet } from "react-router";

/** Bare pages (payment widget, gateway redirect): no header, no footer. */
export default function EmptyLayout() {
  return (
    <main id="main" tabIndex={-1} className="site-main">
      <Outlet />
    </main>
  );
}
