import { requireUser } from "../features/auth/auth.server";
import { loadTransactions } from "../features/checkout/wallet/transactions-data";
import { TransactionsPage, TransactionsSkeleton } from "../features/checkout/wallet/transactions-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { browserLocale, withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-transactions";

/** The translation namespaces this page uses (decision 007): the booking's gateway choice too. */
export const handle: I18nHandle = { i18n: ["booking", "wallet"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The balance, the flows the URL's filters select, the gateways and a returning top-up (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadTransactions(new URL(request.url).searchParams, request.signal, browserLocale()),
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <TransactionsSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TransactionsPage data={loaderData} />;
}
