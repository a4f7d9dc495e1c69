/**
 * SafarMarket's pixel for the end-to-end suite (started by playwright.config.ts beside the app, which
 * sends its steps here through SAFARMARKET_PIXEL_BASE): it answers every GET under /pixel/ with a
 * 1×1 GIF and records it; `GET /recorded?smId=…` lists what arrived for one SafarMarket id as
 * `{ step, query }`. Run with tsx: `tsx e2e/pixel-sink-server.ts PORT`.
 */
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 3312);
const origin = `http://127.0.0.1:${port}`;
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const recorded: { step: number; query: Record<string, string> }[] = [];

createServer((req, res) => {
  const url = new URL(req.url ?? "/", origin);
  const step = /^\/pixel\/[^/]+\/(\d)\/?$/.exec(url.pathname)?.[1];
  if (step) {
    recorded.push({ step: Number(step), query: Object.fromEntries(url.searchParams) });
    res.writeHead(200, { "content-type": "image/gif" }).end(GIF);
  } else if (url.pathname === "/recorded") {
    const smId = url.searchParams.get("smId");
    const rows = recorded.filter((r) => !smId || r.query.smId === smId);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
  } else if (url.pathname === "/") {
    res.writeHead(200, { "content-type": "text/plain" }).end("pixel sink");
  } else {
    res.writeHead(404).end();
  }
}).listen(port, "127.0.0.1");
