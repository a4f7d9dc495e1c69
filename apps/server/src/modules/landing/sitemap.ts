/**
 * `sitemap.xml` and `robots.txt` (issue 16): the public pages search engines may index. One URL
 * serves a page in the three languages (the language is the visitor's cookie, spec §2: no locale in
 * the path), so each page is listed once. Robots keep out of the back office, the profile, checkout
 * and payment, and the JSON bases.
 */

/** The public pages of spec §2 (the home page first). */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/landing",
  "/hotel-home",
  "/tour-home",
  "/international-flight",
  "/visa-home",
  "/visa-uae",
  "/visa-azerbaijan",
  "/visa-thiland",
  "/visa-italy",
  "/about-us",
  "/contact-us",
  "/faq",
  "/multi-lang",
  "/privacy",
  "/privacy/charter-flight",
];

/** Paths no crawler should visit: operators', customers' own and checkout pages, the JSON bases. */
export const DISALLOWED: readonly string[] = [
  "/back-office",
  "/profile",
  "/add-passenger",
  "/confirm",
  "/payment",
  "/visa/payment",
  "/gateway-redirect",
  "/safarmarket",
  "/api/",
  "/account/",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(
  origin: string,
  entries: readonly { path: string; lastModified?: string }[],
): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>`
      : "";
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
