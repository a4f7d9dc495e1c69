import { Outlet } from "react-router";
import { operatorSessionOf } from "../features/back-office/back-office-api";
import { BackOfficeShell } from "../features/back-office/back-office-shell";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex } from "../lib/meta";
import type { Route } from "./+types/back-office";

/**
 * Operator pages (spec §2 "back-office" layout, docs/back-office.md): their own frame, never indexed,
 * nothing of it imported by the storefront's root or layouts (its code loads with its routes only).
 * The session is the HttpOnly `bo_session` cookie, SameSite=Strict: a page opened from a link on
 * another site arrives without it, so the server renders a skeleton and the browser's own calls (which
 * carry it) decide: the signed-in operator's frame, or the sign-in for a signed-out visitor.
 */
export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta() {
  return [noIndex];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

/** The signed-in operator (null when signed out: each page's own call then sends them to the sign-in). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return { session: await operatorSessionOf(request) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    // Signed out (401), or a failure the page's own call meets and shows with its retry.
    return { session: null };
  }
}
clientLoader.hydrate = true as const;

/** Read again on every navigation: sign-in and sign-out change it, and a session ends after 8 hours. */
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return (
    <BackOfficeShell session={null}>
      <PageSkeleton />
    </BackOfficeShell>
  );
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeShell session={loaderData.session}>
      <Outlet />
    </BackOfficeShell>
  );
}
