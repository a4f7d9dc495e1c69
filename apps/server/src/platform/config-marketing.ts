import { z } from "zod";
import { emptyToUndefined, positiveInt, urlWithProtocol } from "./config-values";

/** What brings customers in: SafarMarket's pixel steps, the home page's blog, trending destinations. */

/** `https://host[:port]` and nothing after it. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}

export const marketingVariables = {
  // SafarMarket (spec §7 resellers; docs/safarmarket.md)
  /**
   * SafarMarket's pixel base, e.g. https://safarmarket.com/api/v1/trace/pixel/<our name>: each step
   * is a GET of `{base}/{step}/?…`. Unset: no step is sent (the calls still answer).
   */
  SAFARMARKET_PIXEL_BASE: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
  /** How long a pixel call may take before it is given up (and logged), ms. */
  SAFARMARKET_PIXEL_TIMEOUT_MS: positiveInt(3000).refine((v) => v <= 10_000, "must be at most 10000"),
  // The blog on the home page (spec §7: an external posts feed)
  /** An RSS or Atom feed: its posts are the home page's blog. Unset: no blog. */
  BLOG_FEED_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
  /** How long a read of the feed may take before it is given up (the blog is then hidden), ms. */
  BLOG_FEED_TIMEOUT_MS: positiveInt(3000).refine((v) => v <= 30_000, "must be at most 30000"),
  /** How long the feed's posts are kept before it is read again, seconds. */
  BLOG_FEED_TTL_SECONDS: positiveInt(900),
  /**
   * Origins the posts' pictures may come from (comma list; the content security policy allows
   * them): by default the feed's own. A picture from elsewhere is left out.
   */
  BLOG_IMAGE_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(",").every((item) => isOrigin(item.trim())),
        "must be a comma list of origins such as https://blog.example.com",
      )
      .optional(),
  ),
  /**
   * The market's destinations (IATA or hotel destination codes, comma list, in order): trending
   * destinations are topped up from it when customers searched too few lately.
   */
  TRENDING_DESTINATIONS: z
    .string()
    .default("NJF,KRB,BGW,MHD,IST,DXB,GYD,TBS")
    .refine(
      (value) => value.split(",").every((code) => /^\s*[A-Z]{3}\s*$/.test(code)),
      "must be a comma list of three-letter codes such as NJF,KRB,IST",
    ),
};
