import { Outlet } from "react-router";
import { SiteHeader } from "../ui/site-header";

/** Checkout and payment steps: the header stays, the footer is left out to keep focus on the task. */
export default function FooterLessLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
    </>
  );
}
