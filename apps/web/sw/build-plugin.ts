/**
 * The installable app's build step (docs/installable-app.md, decision 018): after the client build,
 * writes into build/client
 * - `sw.js`: sw/service-worker.ts bundled with Workbox and the list of files to precache (the app
 *   shell every page loads, {@link shellFiles}, the icons and the offline page);
 * - `offline.html` and `offline.js`: the page a navigation gets offline, in the three languages of
 *   locales/<lang>/app.json.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

type PrecacheEntry = { url: string; revision: string | null };
type OutputFile = {
  fileName: string;
  type: "chunk" | "asset";
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  viteMetadata?: { importedCss?: Set<string> };
};

const webRoot = path.resolve(import.meta.dirname, "..");
const LOCALES = [
  { lang: "ar", dir: "rtl" },
  { lang: "fa", dir: "rtl" },
  { lang: "en", dir: "ltr" },
] as const;

/** The client entry and the root route (React Router makes every route module an entry of its own). */
const SHELL_ENTRY = /[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/;

/**
 * The app shell: the client entry and the root route, the chunks they import statically (the
 * framework and the shell chunk, decision 010) and their styles: what every page loads. A page's
 * own chunks are kept by the worker when first loaded (hashed files, cache first).
 */
export function shellFiles(bundle: Record<string, OutputFile>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (!file || files.has(fileName)) return;
    files.add(fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of file.imports ?? []) visit(imported);
  };
  for (const file of Object.values(bundle))
    if (file.type === "chunk" && SHELL_ENTRY.test(file.facadeModuleId ?? "")) visit(file.fileName);
  return [...files].sort();
}

const revisionOf = (body: string | Uint8Array) =>
  createHash("sha256").update(body).digest("hex").slice(0, 16);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type OfflineStrings = Record<"title" | "text" | "files" | "ticket" | "voucher" | "none" | "retry", string>;

/** The offline page: one section per language (the script shows the customer's), no outside files but its script. */
export function offlinePage(strings: Record<string, OfflineStrings>): string {
  const sections = LOCALES.map(({ lang, dir }) => {
    const s = strings[lang]!;
    return `<section lang="${lang}" dir="${dir}"${lang === "ar" ? "" : " hidden"} data-ticket="${escapeHtml(s.ticket)}" data-voucher="${escapeHtml(s.voucher)}">
<h1>${escapeHtml(s.title)}</h1>
<p>${escapeHtml(s.text)}</p>
<h2>${escapeHtml(s.files)}</h2>
<ul data-files></ul>
<p data-none>${escapeHtml(s.none)}</p>
<button type="button" data-retry>${escapeHtml(s.retry)}</button>
</section>`;
  }).join("\n");
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#083f78">
<meta name="robots" content="noindex">
<title>${escapeHtml(strings.ar!.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,Tahoma,sans-serif;background:#f4f7fb;color:#10233c;line-height:1.6}
section{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.5rem;margin:0 0 .5rem;color:#083f78}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
ul{padding:0;list-style:none}li{background:#fff;border-radius:.75rem;padding:.75rem 1rem;margin:.5rem 0}
a{color:#083f78;font-weight:600}small{color:#52627a;margin-inline-start:.5rem}
button{font:inherit;background:#083f78;color:#fff;border:0;border-radius:.75rem;padding:.6rem 1.4rem;min-height:44px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
</style>
</head>
<body>
<main>
${sections}
</main>
<script src="/offline.js" defer></script>
</body>
</html>
`;
}

function publicFiles(): PrecacheEntry[] {
  const dir = path.join(webRoot, "public");
  const files = ["favicon.svg", ...readdirSync(path.join(dir, "icons")).map((name) => `icons/${name}`)];
  return files
    .filter((file) => file.endsWith(".png") || file === "favicon.svg")
    .map((file) => ({ url: `/${file}`, revision: revisionOf(readFileSync(path.join(dir, file))) }));
}

export function installableApp(emit: boolean): Plugin {
  return {
    name: "safar-installable-app",
    apply: "build",
    async writeBundle(options, bundle) {
      if (!emit || !options.dir) return;
      const out = options.dir;
      const shell = shellFiles(bundle as Record<string, OutputFile>)
        // Only what was written (a worker whose precache names a missing file never installs).
        .filter((fileName) => existsSync(path.join(out, fileName)))
        // Hashed names: the name is the revision.
        .map((fileName) => ({ url: `/${fileName}`, revision: null }));
      const strings = Object.fromEntries(
        LOCALES.map(({ lang }) => [
          lang,
          (
            JSON.parse(readFileSync(path.join(webRoot, "locales", lang, "app.json"), "utf8")) as {
              offline: OfflineStrings;
            }
          ).offline,
        ]),
      );
      const html = offlinePage(strings);
      writeFileSync(path.join(out, "offline.html"), html);
      const common = { bundle: true, minify: true, target: "es2022", legalComments: "none" } as const;
      const page = await build({
        ...common,
        entryPoints: [path.join(webRoot, "sw", "offline-page.ts")],
        format: "iife",
        write: false,
      });
      const pageScript = page.outputFiles[0]!.contents;
      writeFileSync(path.join(out, "offline.js"), pageScript);
      const manifest: PrecacheEntry[] = [
        ...shell,
        ...publicFiles(),
        { url: "/offline.html", revision: revisionOf(html) },
        { url: "/offline.js", revision: revisionOf(pageScript) },
      ];
      await build({
        ...common,
        entryPoints: [path.join(webRoot, "sw", "service-worker.ts")],
        format: "iife",
        outfile: path.join(out, "sw.js"),
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(manifest),
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
      });
    },
  };
}
