import { redirect } from "react-router";
import { afterSignIn } from "../features/back-office/access";
import { getOperatorSession } from "../features/back-office/back-office-api";
import { backOfficeMeta } from "../features/back-office/meta";
import { PageSkeleton } from "../features/back-office/page-states";
import { SignInPage } from "../features/back-office/sign-in-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-sign-in";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "signIn");
}

/** An operator already signed in goes straight on to the page they asked for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    await getOperatorSession(request.signal);
  } catch (error) {
    if (request.signal.aborted) throw error;
    return null;
  }
  throw redirect(afterSignIn(new URL(request.url).search));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page() {
  return <SignInPage />;
}
