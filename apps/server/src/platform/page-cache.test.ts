import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, sharedMaxAge } from "./page-cache";

const PUBLIC = { "cache-control": "public, max-age=0, s-maxage=30", vary: "Cookie, Accept-Language" };

function page(body: string, headers: Record<string, string> = PUBLIC, status = 200) {
  return () => Promise.resolve(new Response(body, { status, headers }));
}

function visitor(headers: Record<string, string>) {
  return (name: string) => headers[name];
}

describe("sharedMaxAge: what a shared cache may keep (RFC 9111)", () => {
  it.each([
    [200, PUBLIC, 30],
    [200, { "cache-control": "public, s-maxage=5" }, 5],
    [200, { "cache-control": "public, max-age=60" }, 0],
    [200, { "cache-control": "private, no-cache" }, 0],
    [200, { "cache-control": "public, s-maxage=30, no-store" }, 0],
    [200, { ...PUBLIC, "set-cookie": "locale=fa" }, 0],
    [200, { ...PUBLIC, vary: "*" }, 0],
    [404, PUBLIC, 0],
    [302, PUBLIC, 0],
    [200, {}, 0],
  ])("status %i with %j: %i s", (status, headers, seconds) => {
    expect(sharedMaxAge(status, new Headers(headers))).toBe(seconds);
  });
});

describe("the page cache", () => {
  it("renders a public page once and serves it compressed from then on", async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    let renders = 0;
    const render = () => {
      renders += 1;
      return page("<html>home</html>")();
    };
    const anonymous = visitor({ cookie: "locale=ar" });
    const first = await cache.serve("/", anonymous, render);
    const second = await cache.serve("/", anonymous, render);
    expect(first.kind).toBe("stored");
    expect(second.kind).toBe("hit");
    expect(renders).toBe(1);
    if (second.kind === "pass") throw new Error("not cached");
    expect(second.page.body.toString()).toBe("<html>home</html>");
    expect(brotliDecompressSync(second.page.br).toString()).toBe("<html>home</html>");
    expect(gunzipSync(second.page.gzip).toString()).toBe("<html>home</html>");
  });

  it("keeps one page per value of the headers it varies on: another language or a session never shares it", async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    await cache.serve("/", visitor({ cookie: "locale=ar" }), page("arabic"));
    const persian = await cache.serve("/", visitor({ cookie: "locale=fa" }), page("persian"));
    const signedIn = await cache.serve(
      "/",
      visitor({ cookie: "locale=ar; auth=session" }),
      page("mine", { "cache-control": "private, no-cache", vary: "Cookie" }),
    );
    const english = await cache.serve(
      "/",
      visitor({ cookie: "locale=ar", "accept-language": "en" }),
      page("other accept-language"),
    );
    expect(persian.kind).toBe("stored");
    expect(signedIn.kind).toBe("pass");
    expect(english.kind).toBe("stored");
    const again = await cache.serve("/", visitor({ cookie: "locale=ar" }), page("rendered again"));
    expect(again.kind === "hit" && again.page.body.toString()).toBe("arabic");
  });

  it("passes through what may not be kept, streaming untouched, and renders it every time", async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    let renders = 0;
    const render = () => {
      renders += 1;
      return page("private", { "cache-control": "private, no-cache" })();
    };
    const served = await cache.serve("/profile", visitor({}), render);
    await cache.serve("/profile", visitor({}), render);
    expect(served.kind).toBe("pass");
    expect(served.kind === "pass" && (await served.response.text())).toBe("private");
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets a page after its s-maxage", async () => {
    let now = 1_000_000;
    const cache = createPageCache({ maxBytes: 1 << 20, now: () => now });
    const anonymous = visitor({ cookie: "locale=ar" });
    await cache.serve("/about-us", anonymous, page("v1", { "cache-control": "public, s-maxage=30" }));
    now += 29_000;
    expect((await cache.serve("/about-us", anonymous, page("v2"))).kind).toBe("hit");
    now += 2_000;
    const later = await cache.serve("/about-us", anonymous, page("v2"));
    expect(later.kind === "stored" && later.page.body.toString()).toBe("v2");
  });

  it("renders once for many visitors arriving together on a cold page", async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("cold")();
    };
    const anonymous = visitor({ cookie: "locale=ar" });
    const served = await Promise.all(Array.from({ length: 20 }, () => cache.serve("/", anonymous, render)));
    expect(renders).toBe(1);
    expect(served.filter((s) => s.kind === "hit")).toHaveLength(19);
  });

  it("keeps no more than its size allows, dropping the least recently used", async () => {
    const cache = createPageCache({ maxBytes: 8_000 });
    const anonymous = visitor({});
    for (let i = 0; i < 20; i++) {
      await cache.serve(`/page-${i}`, anonymous, page(`page ${i} `.repeat(200)));
    }
    expect(cache.size).toBeLessThan(20);
    expect((await cache.serve("/page-19", anonymous, page("again"))).kind).toBe("hit");
    expect((await cache.serve("/page-0", anonymous, page("again"))).kind).toBe("stored");
  });
});

describe("headers made from a kept page (its content security policy)", () => {
  it("are computed once when the page is stored and sent with every hit", async () => {
    let computed = 0;
    const cache = createPageCache({
      maxBytes: 1 << 20,
      headersOf: (html) => {
        computed += 1;
        return [["content-security-policy", `script-src 'self' (${html.length})`]];
      },
    });
    const anonymous = visitor({ cookie: "locale=ar" });
    const html = "<html><script>1</script></html>";
    const stored = await cache.serve("/", anonymous, page(html));
    const hit = await cache.serve("/", anonymous, page(html));
    if (stored.kind === "pass" || hit.kind === "pass") throw new Error("not cached");
    expect(hit.page.headers).toContainEqual([
      "content-security-policy",
      `script-src 'self' (${html.length})`,
    ]);
    expect(stored.page.headers.filter(([name]) => name === "content-security-policy")).toHaveLength(1);
    expect(computed).toBe(1);
  });

  it("are not made for a page passed through", async () => {
    let computed = 0;
    const cache = createPageCache({
      maxBytes: 1 << 20,
      headersOf: () => {
        computed += 1;
        return [];
      },
    });
    const served = await cache.serve(
      "/",
      visitor({}),
      page("mine", { "cache-control": "private, no-cache" }),
    );
    expect(served.kind).toBe("pass");
    expect(computed).toBe(0);
  });
});
