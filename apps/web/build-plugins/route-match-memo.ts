import type { Plugin } from "vite";

/** React Router's route matcher, as its production build declares it (checked on every build). */
const MATCHER =
  "function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {";

/**
 * The memo put in front of the matcher. It answers only calls that bring the router's precomputed
 * branches (an object made once per build on the server: the request handler's, the static
 * handler's and `<ServerRouter>`'s partial manifest use the same), keyed by pathname, basename and
 * `allowPartial`; a match depends on nothing else. Each call gets its own copy of the matches, with
 * one params object shared by them as the matcher makes it. At most 1,000 pathnames per set of
 * branches (the oldest goes first).
 */
const MEMO = `
var routeMatchMemo = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  if (!precomputedBranches) return matchRoutesImplUnmemoized(routes, locationArg, basename, allowPartial);
  let pathname = (typeof locationArg === "string" ? parsePath(locationArg).pathname : locationArg.pathname) || "/";
  let key = (allowPartial ? "p" : "e") + (basename || "/") + "\\u0000" + pathname;
  let memo = routeMatchMemo.get(precomputedBranches);
  if (!memo) routeMatchMemo.set(precomputedBranches, (memo = new Map()));
  let matches = memo.get(key);
  if (matches === undefined) {
    matches = matchRoutesImplUnmemoized(routes, locationArg, basename, allowPartial, precomputedBranches);
    if (memo.size >= 1000) memo.delete(memo.keys().next().value);
    memo.set(key, matches);
  }
  if (!matches) return null;
  let params = Object.assign({}, matches[0].params);
  return matches.map((match) => Object.assign({}, match, { params }));
}
function matchRoutesImplUnmemoized(routes, locationArg, basename, allowPartial, precomputedBranches) {`;

/**
 * Memoizes React Router's route matching in the server build (decision 032). A rendered page matched
 * its URL three times against every branch of some 70 routes (the request handler, the static
 * handler's query, `<Scripts>`' partial manifest): for `/`, ranked below every static path, each
 * branch is tried; a quarter of the bytes a rendered home allocated. The build fails if the matcher's
 * declaration changes (a React Router upgrade): then this memo is to be checked against the new code.
 */
export function routeMatchMemo(): Plugin {
  return {
    name: "safar-route-match-memo",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !/react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id)) return null;
      if (!code.includes("function matchRoutesImpl(")) return null;
      if (!code.includes(MATCHER) || !code.includes("function parsePath(")) {
        this.error(
          `React Router's matchRoutesImpl changed in ${id}: check build-plugins/route-match-memo.ts against it`,
        );
      }
      return { code: code.replace(MATCHER, MEMO), map: null };
    },
  };
}
