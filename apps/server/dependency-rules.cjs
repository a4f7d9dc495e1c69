/**
 * Import rules of the server (apps/server/src), spread into the root .dependency-cruiser.cjs and
 * checked by `npm run lint:imports` (part of `npm run check`). Paths are relative to the repo root.
 *
 * The shape they keep: platform/ is infrastructure and knows no module; a module (modules/<name>/)
 * reaches another only through that module's service (`<name>.service.ts`, or a `*.service.ts` /
 * `*.types.ts` of it), never its repository, routes or helpers; only repositories (and db/ itself,
 * migrations, seeds, tests) know the tables; routes never touch the database.
 */
const SRC = "^apps/server/src/";
/** Test files: a module's API test may seed another module's tables or build the app whole. */
const TESTS = "(\\.test\\.ts$|^apps/server/src/test/)";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  {
    name: "server-platform-knows-no-module",
    comment:
      "platform/ (config, db, http, auth, jobs, ...) is below every module: it never imports one. What both need (e.g. the fault names) lives in packages/domain or platform/.",
    severity: "error",
    from: { path: `${SRC}platform/` },
    to: { path: `${SRC}modules/` },
  },
  {
    name: "server-module-through-service",
    comment:
      "A module imports another module only through its service (`*.service.ts`) or the types it exports (`*.types.ts`): never its repository, routes, tables or helpers. Tests are exempt: an API test may arrange another module's state.",
    severity: "error",
    from: { path: `${SRC}modules/([^/]+)/`, pathNot: TESTS },
    to: {
      path: `${SRC}modules/`,
      pathNot: [`${SRC}modules/$1/`, `${SRC}modules/[^/]+/[^/]+\\.(service|types)\\.ts$`],
    },
  },
  {
    name: "server-tables-only-in-repositories",
    comment:
      "Only repositories (`*.repository.ts`), db/ itself (schema, seeds), migrations, platform/db.ts (the drizzle handle is typed by the whole schema) and tests import db/schema*: services and routes get rows from a repository.",
    severity: "error",
    from: {
      path: SRC,
      pathNot: [`\\.repository\\.ts$`, `${SRC}db/`, `${SRC}migrations/`, `${SRC}platform/db\\.ts$`, TESTS],
    },
    to: { path: `${SRC}db/schema` },
  },
  {
    name: "server-routes-never-touch-db",
    comment: "A route file (`*.routes.ts`) parses input, calls a service and answers: it never imports db/.",
    severity: "error",
    from: { path: `${SRC}.+\\.routes\\.ts$` },
    to: { path: `${SRC}db/` },
  },
  {
    name: "server-no-circular",
    comment: "No import cycle inside the server: a cycle means two files are one module in disguise.",
    severity: "error",
    from: { path: SRC },
    to: { path: SRC, circular: true },
  },
];
