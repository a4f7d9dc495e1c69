/**
 * Web import rules (bulletproof-react): shared code (app/lib, app/ui) → features → routes.
 * `lib/` and `ui/` never import a feature or a route; a feature never imports another feature
 * (routes, layouts and root.tsx compose them); only routes import routes.
 */
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  {
    name: "web-shared-never-imports-features",
    comment: "app/lib and app/ui are shared: they never import a feature, a route, a layout or root.tsx",
    severity: "error",
    from: { path: "^apps/web/app/(lib|ui)/" },
    to: { path: "^apps/web/app/(features|routes|layouts)/|^apps/web/app/root\\.tsx$" },
  },
  {
    name: "web-feature-never-imports-another-feature",
    comment:
      "a feature never imports another feature; compose them in a route or layout (or move shared code to lib/ui)",
    severity: "error",
    from: { path: "^apps/web/app/features/([^/]+)/" },
    to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
  },
  {
    name: "web-features-never-import-routes",
    comment: "features never import routes, layouts or root.tsx (those compose features, not the other way)",
    severity: "error",
    from: { path: "^apps/web/app/features/" },
    to: { path: "^apps/web/app/(routes|layouts)/|^apps/web/app/root\\.tsx$" },
  },
  {
    name: "web-only-routes-import-routes",
    comment: "app/routes is imported only by other routes (and routes.ts wiring)",
    severity: "error",
    from: { path: "^apps/web/app/", pathNot: "^apps/web/app/(routes/|routes\\.ts$)" },
    to: { path: "^apps/web/app/routes/" },
  },
  {
    name: "web-translations-through-one-hook",
    comment:
      "components take t from lib/use-translation (react-i18next's useTranslation costs a fifth of a server render); only root.tsx provides the instance",
    severity: "error",
    from: { path: "^apps/web/app/", pathNot: "^apps/web/app/(lib/use-translation\\.ts|root\\.tsx)$" },
    to: { path: "node_modules/react-i18next/" },
  },
];
