/**
 * Translation namespaces (decision 007). `common` is `locales/{locale}.json`; every other namespace
 * is `locales/{locale}/{namespace}.json`, whose keys live under the namespace's name. The browser
 * downloads only the namespaces the matched routes declare (route `handle.i18n`), as static,
 * content-hashed files; the server renders with every catalogue.
 */
export const namespaces = [
  "common",
  "auth",
  "flights",
  "booking",
  "account",
  "hyperpay",
  "passport",
  "refunds",
  "passengers",
  "wallet",
  "trips",
  "hotels",
  "visas",
  "tours",
  "landing",
  "back-office",
  "app",
  "home-sections",
] as const;
export type Namespace = (typeof namespaces)[number];

/** Loaded on every page: the shared keys and the header's sign-in dialog. */
export const alwaysLoaded: readonly Namespace[] = ["common", "auth"];

/**
 * Loaded by the root's own components only when they show something (the new-version dialog,
 * features/app-update): never with a page.
 */
export const loadedOnDemand: readonly Namespace[] = ["app"];

/**
 * What a route module exports as `handle` to name the namespaces its components use: a list, or
 * for a route that serves several pages by its query (/add-passenger), a function of the query.
 */
export type I18nHandle = {
  i18n: readonly Namespace[] | ((search: URLSearchParams) => readonly Namespace[]);
};

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (namespaces as readonly string[]).includes(value);
}

/** The namespaces a page needs: the ones loaded everywhere plus those its matched routes declare. */
export function namespacesFor(
  matches: readonly { handle?: unknown }[],
  search: URLSearchParams = new URLSearchParams(),
): Namespace[] {
  const needed = new Set<Namespace>(alwaysLoaded);
  for (const match of matches) {
    const handle = (match.handle as Partial<I18nHandle> | undefined)?.i18n;
    const declared: unknown = typeof handle === "function" ? handle(search) : handle;
    if (Array.isArray(declared)) for (const ns of declared) if (isNamespace(ns)) needed.add(ns);
  }
  return namespaces.filter((ns) => needed.has(ns));
}
