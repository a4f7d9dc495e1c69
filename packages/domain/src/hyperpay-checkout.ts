/**
 * The HyperPay COPYandPAY page `/confirm/hyperpay?paymentId=…&checkoutId=…` (spec §2): what the
 * server tells the web page about one checkout, shared by the server route and the page's loader.
 */
import { z } from "zod";
import { paymentStatusSchema } from "./payment";

/** `GET payment/Hyperpay/Checkout?paymentId=&checkoutId=`. */
export const hyperpayCheckoutRequestSchema = z.object({
  paymentId: z.uuid(),
  checkoutId: z.string().regex(/^[A-Za-z0-9.-]{1,64}$/),
});
export type HyperpayCheckoutRequest = z.infer<typeof hyperpayCheckoutRequestSchema>;

export const hyperpayCheckoutSchema = z.object({
  paymentId: z.uuid(),
  checkoutId: z.string(),
  /** Only a pending payment shows the form; a settled one goes on to `/gateway-redirect`. */
  status: paymentStatusSchema,
  /** `{HyperPay base}/v1/paymentWidgets.js?checkoutId=…`: the widget that renders the card form. */
  widgetScriptUrl: z.url({ protocol: /^https?$/ }),
  /** The form's action: our server route HyperPay sends the shopper back to. */
  shopperResultUrl: z.url({ protocol: /^https?$/ }),
  /** The card brands offered (the form's `data-brands`), e.g. "VISA MASTER". */
  brands: z.string().regex(/^[A-Z_]+( [A-Z_]+)*$/),
  /** What HyperPay charges: a decimal string with 2 decimals, in `currency`. */
  amount: z.string(),
  currency: z.string(),
});
export type HyperpayCheckout = z.infer<typeof hyperpayCheckoutSchema>;
