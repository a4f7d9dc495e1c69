// The home page's weight as a browser downloads it: HTML plus every script it loads
// (module scripts and modulepreloads), each gzip-compressed at level 6, and CSS for reference.
import { gzipSync } from "node:zlib";
import { startServer, tempDataDir } from "./lib.mjs";

const server = await startServer({ port: 3412, dataDir: tempDataDir() });
try {
  for (const locale of ["ar", "fa", "en"]) {
    const html = await (await fetch(`${server.url}/`, { headers: { cookie: `locale=${locale}` } })).text();
    const scripts = new Set();
    for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g))
      scripts.add(match[1]);
    for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]);
    const css = new Set(
      [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    );
    const gz = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;
    let jsRaw = 0;
    let jsGz = 0;
    for (const src of scripts) {
      const body = await (await fetch(new URL(src, server.url))).text();
      jsRaw += Buffer.byteLength(body);
      jsGz += gz(body);
    }
    let cssGz = 0;
    for (const href of css) cssGz += gz(await (await fetch(new URL(href, server.url))).text());
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `home (${locale}): HTML ${kb(gz(html))} gzip (${kb(Buffer.byteLength(html))} raw); ` +
        `JS ${kb(jsGz)} gzip in ${scripts.size} files (${kb(jsRaw)} raw); CSS ${kb(cssGz)} gzip`,
    );
  }
} finally {
  await server.stop();
}
