import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { offlinePage, shellFiles } from "./build-plugin";

describe("the service worker's build step", () => {
  it("precaches the shell every page loads: the entry, the root route, what they import and their styles", () => {
    const chunk = (fileName: string, more: Record<string, unknown> = {}) => ({
      fileName,
      type: "chunk" as const,
      ...more,
    });
    const bundle = {
      "assets/entry.client-a.js": chunk("assets/entry.client-a.js", {
        isEntry: true,
        facadeModuleId: "/w/apps/web/app/entry.client.tsx",
        imports: ["assets/framework-b.js"],
      }),
      "assets/framework-b.js": chunk("assets/framework-b.js"),
      "assets/root-c.js": chunk("assets/root-c.js", {
        isEntry: true,
        facadeModuleId: "/w/apps/web/app/root.tsx?__react-router-build-client-route",
        imports: ["assets/shell-d.js", "assets/framework-b.js"],
        viteMetadata: { importedCss: new Set(["assets/root-e.css"]) },
      }),
      "assets/shell-d.js": chunk("assets/shell-d.js"),
      "assets/root-e.css": { fileName: "assets/root-e.css", type: "asset" as const },
      "assets/home-f.js": chunk("assets/home-f.js", {
        isEntry: true,
        facadeModuleId: "/w/apps/web/app/routes/home.tsx?__react-router-build-client-route",
      }),
      "assets/back-office-g.js": chunk("assets/back-office-g.js", {
        facadeModuleId: "/w/apps/web/app/routes/back-office-orders.tsx",
      }),
      "assets/vazirmatn-h.woff2": { fileName: "assets/vazirmatn-h.woff2", type: "asset" as const },
    };
    expect(shellFiles(bundle)).toEqual([
      "assets/entry.client-a.js",
      "assets/framework-b.js",
      "assets/root-c.js",
      "assets/root-e.css",
      "assets/shell-d.js",
    ]);
  });

  it("writes the offline page in the three languages, Arabic shown first, nothing unescaped", () => {
    const strings = Object.fromEntries(
      ["ar", "fa", "en"].map((lang) => [
        lang,
        (
          JSON.parse(
            readFileSync(path.resolve(import.meta.dirname, `../locales/${lang}/app.json`), "utf8"),
          ) as {
            offline: Parameters<typeof offlinePage>[0][string];
          }
        ).offline,
      ]),
    );
    const html = offlinePage({ ...strings, en: { ...strings.en!, title: "<b>offline</b>" } });
    expect(html).toContain('<section lang="ar" dir="rtl" data-ticket="تذكرة طيران"');
    expect(html).toContain('<section lang="fa" dir="rtl" hidden');
    expect(html).toContain('<section lang="en" dir="ltr" hidden');
    expect(html).toContain("&lt;b&gt;offline&lt;/b&gt;");
    expect(html).toContain('<script src="/offline.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
  });
});
