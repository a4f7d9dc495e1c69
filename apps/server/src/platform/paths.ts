import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's root folder, found by walking up from this module to the
 * package.json named @safar/server. Works from the TypeScript sources (tests, tsx)
 * and from the bundle in dist/.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@safar/server")
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the @safar/server package root");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, "drizzle");
export const defaultWebBuildDir = path.resolve(serverRoot, "../web/build");
