import { may } from "../features/back-office/access";
import { operatorSessionOf } from "../features/back-office/back-office-api";
import { CustomerPage } from "../features/back-office/customer-page";
import { getCustomer, listCustomerAdjustments } from "../features/back-office/customers-api";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-customer";

// `trips`: the orders' statuses and the travellers' age categories, as the customer's pages name them.
export const handle: I18nHandle = { i18n: ["back-office", "trips"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "customer");
}

/**
 * One customer's account, wallet, latest orders and saved travellers; for finance (whose role the
 * session says, so no other role's page asks and is refused), their latest wallet adjustments and the
 * amount above which one waits for a second operator.
 */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, async () => {
    const adjustments = operatorSessionOf(request).then((session) =>
      may(session, "wallets:adjust") ? listCustomerAdjustments(params.id, request.signal) : null,
    );
    const [details, ofCustomer] = await Promise.all([getCustomer(params.id, request.signal), adjustments]);
    return { details, adjustments: ofCustomer };
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomerPage state={loaderData} />;
}
