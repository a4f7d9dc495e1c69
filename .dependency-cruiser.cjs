/**
 * Import rules of the house, checked by `npm run check` (dependency-cruiser resolves every import,
 * relative or by package name, to a real file, so a rule cannot be dodged by the way a path is spelt).
 * Web rules live beside the web app (apps/web/dependency-rules.cjs); the rest are here.
 */
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const houseRules = [
  {
    name: "domain-is-pure",
    comment: "packages/domain imports nothing of the apps",
    severity: "error",
    from: { path: "^packages/domain/" },
    to: { path: "^apps/" },
  },
  {
    name: "web-never-imports-server",
    comment: "apps/web talks to the server only over HTTP (its API client)",
    severity: "error",
    from: { path: "^apps/web/" },
    to: { path: "^apps/server/" },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...houseRules,
    ...require("./apps/server/dependency-rules.cjs"),
    ...require("./apps/web/dependency-rules.cjs"),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|dist|\\.react-router|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
