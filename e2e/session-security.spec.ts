import type { BrowserContext, Page, Response } from "@playwright/test";
import { proposalSelect, signInByOtp } from "./booking-steps";
import { expect, test } from "./fixtures";
import { baghdadDay, REFRESH_COOKIE, setLocale, uniquePhone } from "./session";

/**
 * Security finding 8 and the end of finding 4 (issue 10, decision 009): the refresh token stays out
 * of every script's reach (an HttpOnly cookie for the token endpoints only), a silent refresh still
 * works, sign-out revokes it on the server, and pages run no inline script but their own (a nonce
 * per answer, hashes on pages from the shared cache).
 */

type SessionCookie = {
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: number;
  refreshExpiresAt?: number;
};

async function authCookie(context: BrowserContext): Promise<SessionCookie> {
  const cookie = (await context.cookies()).find((c) => c.name === "auth");
  return JSON.parse(decodeURIComponent(cookie?.value ?? "{}")) as SessionCookie;
}

async function refreshCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === REFRESH_COOKIE);
}

test("after sign-in no script can read the refresh token; sign-out revokes it on the server", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  const phone = uniquePhone();
  await page.goto("/?login=1");
  const signedIn = page.waitForResponse((r) => r.url().endsWith("/account/connect/token"));
  await signInByOtp(page, phone);
  const tokenAnswer = await signedIn;
  expect(tokenAnswer.status()).toBe(200);
  // The answer the page's script reads carries no refresh token either.
  expect(((await tokenAnswer.json()) as { data: Record<string, unknown> }).data).not.toHaveProperty(
    "refresh_token",
  );
  await expect(page.locator(".site-header").getByRole("button", { name: `+964${phone}` })).toBeVisible();

  const refresh = await refreshCookie(context);
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/account/connect" });
  expect(refresh?.value.length).toBeGreaterThan(20);
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).toContain("auth=");
  expect(visible).not.toContain(REFRESH_COOKIE);
  expect(visible).not.toContain(refresh?.value ?? "(none)");
  const session = await authCookie(context);
  expect(session.accessToken).toEqual(expect.any(String));
  expect(session).not.toHaveProperty("refreshToken");

  // Sign out from the header menu: signed out at once, the server revokes the token and clears the cookie.
  const revoked = page.waitForResponse((r) => r.url().endsWith("/account/connect/revocation"));
  await page
    .locator(".site-header")
    .getByRole("button", { name: `+964${phone}` })
    .click();
  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" })).toBeVisible();
  expect(await refreshCookie(context)).toBeUndefined();
  expect((await context.cookies()).find((c) => c.name === "auth")).toBeUndefined();

  // The old refresh token refreshes no more, from anywhere.
  const reuse = await page.request.post("/account/connect/token", {
    form: { grant_type: "refresh_token", refresh_token: refresh?.value ?? "" },
  });
  expect(reuse.status()).toBe(401);
});

test("an expired access token is refreshed silently from the HttpOnly cookie", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  await setLocale(context, baseURL, "ar");
  const before = await authCookie(context);
  const beforeRefresh = (await refreshCookie(context))?.value;
  expect(beforeRefresh).toBeTruthy();
  // The access token ran out a minute ago; the refresh token (in its cookie) is alive.
  await context.addCookies([
    {
      name: "auth",
      value: encodeURIComponent(JSON.stringify({ ...before, expiresAt: Date.now() - 60_000 })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);

  const refreshed = page.waitForResponse((r) => r.url().endsWith("/account/connect/token"));
  await page.goto("/profile/account");
  const answer = await refreshed;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()["x-token-transport"]).toBe("cookie");
  // The customer's own data loads with the new token.
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(`+964${customer.phone}`);

  const after = await authCookie(context);
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.expiresAt).toBeGreaterThan(Date.now());
  expect(after).not.toHaveProperty("refreshToken");
  // Rotated: the cookie holds a new refresh token, and the old one is spent.
  const afterRefresh = (await refreshCookie(context))?.value;
  expect(afterRefresh).toBeTruthy();
  expect(afterRefresh).not.toBe(beforeRefresh);
});

test("a cross-site page cannot refresh with the customer's cookie", async ({ page, baseURL, customer }) => {
  expect(customer.phone).toBeTruthy();
  const site = new URL(baseURL ?? "http://127.0.0.1").origin;
  // The call the web app makes, said to come from another site: refused, and nothing used up.
  const refused = await page.request.post("/account/connect/token", {
    form: { grant_type: "refresh_token" },
    headers: { "x-token-transport": "cookie", origin: "https://evil.example" },
  });
  expect(refused.status()).toBe(403);
  const own = await page.request.post("/account/connect/token", {
    form: { grant_type: "refresh_token" },
    headers: { "x-token-transport": "cookie", origin: site },
  });
  expect(own.status()).toBe(200);
});

/** Listens for CSP violations from the first script of every document on. */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
}

function scriptSources(response: Response | null): string[] {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const directive = policy.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** The page ran its scripts: React Router's inline context and module script, and hydration. */
async function expectScriptsRan(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const w = window as unknown as {
          __reactRouterContext?: unknown;
          __reactRouterRouteModules?: unknown;
        };
        return typeof w.__reactRouterContext === "object" && typeof w.__reactRouterRouteModules === "object";
      }),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
}

function expectStrictScripts(response: Response | null, kind: "nonce" | "hash") {
  const sources = scriptSources(response);
  expect(sources).toContain("'self'");
  expect(sources).not.toContain("'unsafe-inline'");
  if (kind === "nonce") {
    expect(sources.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
    expect(sources.some((s) => s.startsWith("'sha256-"))).toBe(false);
  } else {
    expect(sources.some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(sources.some((s) => s.startsWith("'nonce-"))).toBe(false);
  }
}

test("public pages, fresh and from the shared cache, run only their own scripts", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  await watchViolations(context);
  for (const path of ["/", `/flight/BSR?origin=BGW&date=${baghdadDay(12)}&adults=1`, "/about-us"]) {
    // Twice: the second answer comes from the shared page cache, with the first one's HTML.
    for (const round of [1, 2]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const cache = response?.headers()["x-page-cache"];
      if (round === 2) expect(cache, path).toBe("hit");
      expectStrictScripts(response, cache ? "hash" : "nonce");
      await expectScriptsRan(page);
    }
  }
  // A page rendered for one visitor (here one with a session cookie) has a nonce of its own each time.
  const session = { accessToken: "x", expiresAt: 1, refreshExpiresAt: Date.now() + 60_000 };
  const cookie = `locale=ar; auth=${encodeURIComponent(JSON.stringify(session))}`;
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const response = await page.request.get("/", { headers: { cookie } });
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      return nonce;
    }),
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a signed-in customer's home, results and add-passenger pages run with a nonce and no violation", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  expect(customer.phone).toBeTruthy();
  await setLocale(context, baseURL, "ar");
  await watchViolations(context);

  const home = await page.goto("/");
  expectStrictScripts(home, "nonce");
  await expectScriptsRan(page);

  // The test's own charter flight, so that a seat is free whatever the day.
  const date = baghdadDay(11);
  const charter = await page.request.post("/api/dev/catalog/charter-flights", {
    data: { origin: "BGW", destination: "BSR", date, seats: 9 },
  });
  expect(charter.ok(), await charter.text()).toBe(true);
  const { flightNumber } = ((await charter.json()) as { data: { flightNumber: string } }).data;
  const results = await page.goto(`/flight/BSR?origin=BGW&date=${date}&adults=1&children=0&type=1`);
  expectStrictScripts(results, "nonce");
  await expectScriptsRan(page);
  const select = await proposalSelect(page, flightNumber);
  await select.click();
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await expect(page.locator("section[data-place]")).toHaveCount(1, { timeout: 20_000 });

  // Loaded afresh (not only reached by client navigation): its own answer, its own nonce.
  const addPassenger = await page.reload();
  expectStrictScripts(addPassenger, "nonce");
  await expectScriptsRan(page);
  await expect(page.locator("section[data-place]")).toHaveCount(1, { timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});
