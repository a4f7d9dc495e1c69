// The back office's JavaScript and the storefront's: reads the route manifest the server inlines
// into every page, sums the modules only back-office routes use (raw and gzip level 6), and checks
// that none of them is among the scripts the storefront's pages load (home, flight results, the
// account). Prints the storefront pages' JavaScript for the README's before/after.
import { gzipSync } from "node:zlib";
import { startServer, tempDataDir } from "./lib.mjs";

const server = await startServer({ port: 3413, dataDir: tempDataDir() });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;
const sizes = new Map();
async function sizeOf(src) {
  if (!sizes.has(src)) {
    const body = await (await fetch(new URL(src, server.url))).text();
    sizes.set(src, { raw: Buffer.byteLength(body), gz: gz(body) });
  }
  return sizes.get(src);
}

/** The scripts a page's HTML loads (module scripts, modulepreloads, the entry's imports). */
function scriptsOf(html) {
  const scripts = new Set();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g))
    scripts.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]);
  return scripts;
}

try {
  const home = await (await fetch(`${server.url}/`, { headers: { cookie: "locale=ar" } })).text();
  const json = /window\.__reactRouterManifest\s*=\s*(\{.*?\});\s*(?:<\/script>|window\.)/s.exec(home)?.[1];
  if (!json) throw new Error("no route manifest in the home page");
  const manifest = JSON.parse(json);
  // The page carries only its own routes (lazy route discovery); the others come from /__manifest.
  const pages = [
    "/back-office",
    "/back-office/sign-in",
    "/back-office/orders",
    "/back-office/orders/00000000-0000-4000-8000-000000000001",
    "/back-office/customers",
    "/back-office/customers/00000000-0000-4000-8000-000000000001",
    "/back-office/refunds",
    "/back-office/wallet-adjustments",
    "/back-office/charters",
    "/back-office/rates",
    "/back-office/markup-rules",
    "/back-office/vouchers",
    "/back-office/payment-gateways",
    "/back-office/audit",
    "/back-office/operators",
    "/flight/results",
    "/profile/my-travels",
    "/profile/order-details/1",
  ];
  const query = new URLSearchParams({ paths: pages.sort().join(","), version: manifest.version });
  const discovered = await (await fetch(`${server.url}/__manifest?${query}`)).json();
  const routes = Object.values({ ...manifest.routes, ...discovered });
  const filesOf = (route) =>
    [route.module, ...(route.imports ?? []), ...(route.css ?? [])].filter((f) => f?.endsWith(".js"));
  const isBackOffice = (route) => route.id === "back-office-layout" || /back-office/.test(route.id);
  const storefrontFiles = new Set([
    ...(manifest.entry?.imports ?? []),
    manifest.entry?.module,
    ...routes.filter((r) => !isBackOffice(r)).flatMap(filesOf),
  ]);
  const backOfficeOnly = new Set(
    routes
      .filter(isBackOffice)
      .flatMap(filesOf)
      .filter((f) => !storefrontFiles.has(f)),
  );
  let raw = 0;
  let gzip = 0;
  for (const file of backOfficeOnly) {
    const size = await sizeOf(file);
    raw += size.raw;
    gzip += size.gz;
  }
  console.log(
    `back office: ${routes.filter(isBackOffice).length} routes, ${backOfficeOnly.size} modules of its own, ${kb(raw)} raw / ${kb(gzip)} gzip`,
  );

  for (const path of ["/", "/flight/results?origin=BGW&destination=IKA", "/profile/my-travels"]) {
    const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: "locale=ar" } })).text();
    const scripts = scriptsOf(html);
    const leaked = [...scripts].filter((s) => backOfficeOnly.has(s));
    let pageRaw = 0;
    let pageGz = 0;
    for (const src of scripts) {
      const size = await sizeOf(src);
      pageRaw += size.raw;
      pageGz += size.gz;
    }
    console.log(
      `${path}: JS ${kb(pageGz)} gzip in ${scripts.size} files (${kb(pageRaw)} raw); back-office modules loaded: ${leaked.length}`,
    );
    if (leaked.length) process.exitCode = 1;
  }
} finally {
  await server.stop();
}
