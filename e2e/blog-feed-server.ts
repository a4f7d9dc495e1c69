/**
 * The blog's feed for the end-to-end suite (started by playwright.config.ts beside the app, which
 * reads it through BLOG_FEED_URL): the RSS fixture of the API test at /feed.xml, its pictures (a
 * small PNG each) and its posts' pages. Run with tsx: `tsx e2e/blog-feed-server.ts PORT`.
 */
import { createServer } from "node:http";
import sharp from "sharp";
import { rssFeed } from "../apps/server/src/test/blog-feeds";

const port = Number(process.argv[2] ?? 3311);
const origin = `http://127.0.0.1:${port}`;

/** Every post's picture: a 16×9 PNG of one colour. */
const picture = await sharp({ create: { width: 16, height: 9, channels: 3, background: "#0b5cab" } })
  .png()
  .toBuffer();

createServer((req, res) => {
  const path = new URL(req.url ?? "/", origin).pathname;
  if (path === "/feed.xml") {
    res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(rssFeed(origin));
  } else if (path.startsWith("/pictures/")) {
    res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(picture);
  } else if (path === "/" || path.startsWith("/posts/")) {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(`<!doctype html><title>${path}</title><h1>${path}</h1>`);
  } else {
    res.writeHead(404).end();
  }
}).listen(port, "127.0.0.1");
