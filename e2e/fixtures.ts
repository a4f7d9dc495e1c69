import { test as base, expect } from "@playwright/test";
import { signInDirect, uniquePhone } from "./session";

/**
 * Every page test fails on a console error, an uncaught page error or a failed request
 * (network failure or HTTP status >= 400 other than the ones a test expects). A test that asks for
 * `customer` starts signed in as a new customer. `page.goto` of a storefront page returns once React
 * has hydrated it (`<html data-hydrated>`), so a click right after it is never lost.
 */
export const test = base.extend<{
  pageProblems: { allowStatus: (status: number) => void };
  /** Through the balancer (E2E_CLUSTER): which instances answered the page (HAProxy's X-Served-By). */
  servedBy: Set<string>;
  /** A new customer, signed in on the page's context (the `auth` cookie) before the test starts. */
  customer: { phone: string };
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only the storefront's own documents hydrate (not a PDF, a gateway's page or an API answer),
      // and only with scripts on.
      const ours = await page.evaluate(() => "__reactRouterContext" in window).catch(() => false);
      if (ours && options?.waitUntil !== "commit")
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      return response;
    };
    await use(page);
  },
  customer: async ({ context, baseURL }, use) => {
    const phone = uniquePhone();
    await signInDirect(context, context.request, baseURL, phone);
    await use({ phone });
  },
  servedBy: [
    async ({ page }, use) => {
      const names = new Set<string>();
      page.on("response", (response) => {
        const name = response.headers()["x-served-by"];
        if (name) names.add(name);
      });
      await use(names);
      // A customer's pages and calls spread over the instances: the test passed on both.
      if (process.env.E2E_CLUSTER === "1") expect([...names].sort()).toEqual(["s1", "s2"]);
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed = new Set<number>();
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The browser also logs an expected error status (a 404 page) as a console error.
        const status = /status of (\d{3})/.exec(text)?.[1];
        if (status && allowed.has(Number(status))) return;
        problems.push(`console error: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("requestfailed", (request) => {
        const failure = request.failure()?.errorText ?? "";
        // A navigation away cancels in-flight requests; that is not a failure of the page.
        if (failure.includes("ERR_ABORTED")) return;
        problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400 && !allowed.has(response.status()))
          problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      await use({ allowStatus: (status) => allowed.add(status) });
      expect(problems, problems.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const viewports = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;
