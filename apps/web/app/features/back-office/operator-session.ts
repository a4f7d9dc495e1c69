import type { OperatorSession } from "@safar/domain";
import { useRouteLoaderData } from "react-router";

/** The id of the back-office layout route (routes.ts), whose client loader reads the session. */
export const SESSION_ROUTE_ID = "back-office-layout";

/** The signed-in operator and their permissions, as the layout read them (null when signed out). */
export function useOperatorSession(): OperatorSession | null {
  const data = useRouteLoaderData(SESSION_ROUTE_ID) as { session?: OperatorSession | null } | undefined;
  return data?.session ?? null;
}
