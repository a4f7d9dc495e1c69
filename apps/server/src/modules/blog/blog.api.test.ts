import type { ServerResponse } from "node:http";
import type { BlogPage } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atomFeed, RSS_ORDER, rssFeed } from "../../test/blog-feeds";
import { startMockHttp } from "../../test/mock-http";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The home page's blog against local feed servers: an RSS feed (paged, newest first, kept, then
 * served from the kept copy while the feed hangs), an Atom feed, a feed that answers 500 and one
 * that never answers. The blog never answers an error: a feed it cannot read makes an empty page.
 */
type Mode = "rss" | "atom" | "broken" | "hang";
const held: ServerResponse[] = [];

async function feedServer(initial: Mode) {
  const state = { mode: initial };
  const mock = await startMockHttp((_request, res) => {
    if (state.mode === "hang") {
      held.push(res); // never answered
      return;
    }
    if (state.mode === "broken") {
      res.writeHead(500, { "content-type": "text/plain" }).end("down");
      return;
    }
    const body = state.mode === "rss" ? rssFeed(mock.url) : atomFeed(mock.url);
    res.writeHead(200, { "content-type": `application/${state.mode}+xml; charset=utf-8` }).end(body);
  });
  return Object.assign(mock, { state });
}

type Feed = Awaited<ReturnType<typeof feedServer>>;
const feeds: Partial<Record<Mode, Feed>> = {};
const apps: Partial<Record<Mode, TestApp>> = {};

beforeAll(async () => {
  await Promise.all(
    (["rss", "atom", "broken", "hang"] as const).map(async (mode) => {
      const feed = await feedServer(mode);
      feeds[mode] = feed;
      apps[mode] = await createTestApp({
        env: {
          BLOG_FEED_URL: `${feed.url}/feed.xml`,
          BLOG_FEED_TIMEOUT_MS: mode === "hang" ? "300" : "1000",
          BLOG_FEED_TTL_SECONDS: "1",
        },
      });
    }),
  );
}, 120_000);

afterAll(async () => {
  for (const res of held.splice(0)) res.destroy();
  await Promise.all(Object.values(apps).map((t) => t?.close()));
  await Promise.all(Object.values(feeds).map((feed) => feed?.close()));
});

async function getPage(mode: Mode, query = "") {
  const t = apps[mode];
  if (!t) throw new Error(`no app for ${mode}`);
  const response = await t.app.inject({ method: "GET", url: `/api/front-api/Blog/GetPosts${query}` });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { data: BlogPage; meta: { errors: { key: string; messages: string[] }[] } },
  };
}

const feedRequests = (mode: Mode) => feeds[mode]?.requests.length ?? 0;

describe("GET /api/front-api/Blog/GetPosts", () => {
  it("answers the RSS feed's posts 8 a page, newest first, and reads the feed once for both pages", async () => {
    const first = await getPage("rss");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    expect(first.body.data).toMatchObject({ total: RSS_ORDER.length, page: 1, pageSize: 8 });
    expect(first.body.data.items.map((post) => post.id)).toEqual(RSS_ORDER.slice(0, 8));
    const second = await getPage("rss", "?page=2");
    expect(second.body.data.items.map((post) => post.id)).toEqual(RSS_ORDER.slice(8));
    expect((await getPage("rss", "?page=3")).body.data.items).toEqual([]);
    expect(feedRequests("rss")).toBe(1);
    expect(feeds.rss?.requests[0]?.headers.accept).toContain("application/rss+xml");

    const three = second.body.data.items.find((post) => post.id === "post-3");
    expect(three).toMatchObject({ excerpt: "Visit Karbala & Najaf", url: `${feeds.rss?.url}/posts/3` });
  });

  it("lets pages show the posts' pictures from the feed's origin (content security policy)", async () => {
    const { headers } = await getPage("rss");
    expect(String(headers["content-security-policy"])).toMatch(
      new RegExp(`img-src 'self' data: blob: ${feeds.rss?.url}(;|$)`),
    );
  });

  it("refuses a page out of range with the spec-style key", async () => {
    const { status, body } = await getPage("rss", "?page=0");
    expect(status).toBe(400);
    expect(body.meta.errors[0]?.messages).toEqual(["PAGE_IS_INVALID"]);
  });

  it("serves the kept posts at once while the feed hangs, after their time is up", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100)); // BLOG_FEED_TTL_SECONDS=1
    const feed = feeds.rss;
    if (feed) feed.state.mode = "hang";
    const started = Date.now();
    const { status, body } = await getPage("rss");
    expect(Date.now() - started).toBeLessThan(500);
    expect(status).toBe(200);
    expect(body.data.items.map((post) => post.id)).toEqual(RSS_ORDER.slice(0, 8));
  });

  it("reads an Atom feed the same way", async () => {
    const { status, body } = await getPage("atom");
    expect(status).toBe(200);
    expect(body.data.items.map((post) => [post.title, post.excerpt])).toEqual([
      ["Mashhad for pilgrims", "Imam Reza shrine"],
      ["Istanbul in winter", "Snow on the Bosphorus"],
      ["Undated notes", "No date here"],
    ]);
  });

  it("answers an empty page when the feed fails, and leaves the feed alone for a while", async () => {
    const first = await getPage("broken");
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 8 });
    expect(first.body.meta.errors).toEqual([]);
    await getPage("broken");
    expect(feedRequests("broken")).toBe(1);
  });

  it("gives up on a feed that never answers within its timeout and answers an empty page", async () => {
    const started = Date.now();
    const { status, body } = await getPage("hang");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(status).toBe(200);
    expect(body.data.items).toEqual([]);
  });
});
