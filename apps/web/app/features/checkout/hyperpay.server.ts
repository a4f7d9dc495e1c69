import { PaymentStatus } from "@safar/domain";
import {
  type HyperpayCheckout,
  hyperpayCheckoutRequestSchema,
  hyperpayCheckoutSchema,
} from "@safar/domain/hyperpay-checkout";
import { data, redirect } from "react-router";
import { isApiError } from "../../lib/api";
import { apiForRequest } from "../../lib/api.server";

/**
 * The data of `/confirm/hyperpay?paymentId=…&checkoutId=…` (the redirect Pay/Create answers for
 * HyperPay): the checkout as the server has it. Ids that name no checkout of ours are the not-found
 * page; a payment settled already goes on to `/gateway-redirect`, which shows its result.
 */
export async function loadHyperpayCheckout(
  request: Request,
  loadContext?: unknown,
): Promise<HyperpayCheckout> {
  const params = new URL(request.url).searchParams;
  const query = hyperpayCheckoutRequestSchema.safeParse({
    paymentId: params.get("paymentId"),
    checkoutId: params.get("checkoutId"),
  });
  if (!query.success) throw data(null, { status: 404 });
  let checkout: HyperpayCheckout;
  try {
    checkout = await apiForRequest(request, loadContext).request("payment/Hyperpay/Checkout", {
      query: query.data,
      schema: hyperpayCheckoutSchema,
      auth: false,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
  if (checkout.status !== PaymentStatus.Pending)
    throw redirect(`/gateway-redirect?paymentId=${encodeURIComponent(checkout.paymentId)}`);
  return checkout;
}
