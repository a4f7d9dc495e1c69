/**
 * Imported first of all by root.tsx, so it runs before any schema of the domain is built: in the
 * browser, whose content security policy allows no eval (decision 009), zod parses without
 * generated code and never probes for `Function` (each probe is a CSP violation). Schemas decide
 * this when they are built, hence first. The server render keeps zod's defaults.
 */
import { parseSchemasWithoutEval } from "@safar/domain/schema-config";

if (typeof document !== "undefined") parseSchemasWithoutEval();
