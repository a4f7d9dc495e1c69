// Kept apart from content.schema.ts so that the page components do not pull zod into the browser.
export function contentDirection(locale: "ar" | "fa" | "en"): "rtl" | "ltr" {
  return locale === "en" ? "ltr" : "rtl";
}
