import { Outlet } from "react-router";
import { AppHeader } from "./app-header";

/** Checkout and payment steps: the header stays, the footer is left out to keep focus on the task. */
export default function FooterLessLayout() {
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
    </>
  );
}
