/**
 * The back office's order search (issue 13): one box for whatever support has at hand. The text is
 * read by the domain's `orderSearchTerms`; a PNR or ticket number is looked up by the fulfilment
 * service, an account's phone by the accounts service (its E.164 number in Iraq or Iran), and the
 * orders service finds the orders matching any of them (or the contact's phone and e-mail).
 */
import { type BackOfficeOrdersQuery, orderSearchTerms } from "@safar/domain";
import type { AccountsService } from "../accounts/accounts.service";
import type { FulfilmentService } from "../fulfilment/fulfilment.service";
import type { OrdersService } from "../orders/orders.service";

/** The countries whose national numbers a 10-digit tail may be (spec: Iraq and Iran). */
const DIALING_CODES = ["+964", "+98"];

export interface OrderSearchDeps {
  orders: OrdersService["operator"];
  orderIdsByReference: FulfilmentService["orderIdsByReference"];
  findUserId: AccountsService["findUserId"];
}

export function createOrderSearch(deps: OrderSearchDeps) {
  return async function searchOrders(query: BackOfficeOrdersQuery) {
    const terms = orderSearchTerms(query.q ?? "");
    const searched = Object.keys(terms).length > 0;
    const [orderIds, userIds] = await Promise.all([
      terms.reference ? deps.orderIdsByReference(terms.reference) : Promise.resolve([]),
      terms.phoneTail
        ? Promise.all(
            DIALING_CODES.map((code) => deps.findUserId({ phoneNumber: `${code}${terms.phoneTail}` })),
          ).then((ids) => ids.filter((id): id is string => id !== undefined))
        : Promise.resolve([]),
    ]);
    return deps.orders.search({
      terms,
      orderIds,
      userIds,
      searched,
      status: query.status,
      type: query.type,
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
    });
  };
}
