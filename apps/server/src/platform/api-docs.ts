import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { siteConfig } from "@safar/domain/site-config";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { AppInstance } from "./types";

/** The API's documentation (/api/docs and /api/docs/json), generated from the route schemas. */
export async function registerApiDocs(app: AppInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${siteConfig.brandName.en} storefront API`,
        version: "1.0.0",
        description:
          "Every JSON response is the envelope `{ data, meta: { errors: [{ key, messages }] } }`. Messages are translation keys.",
      },
      servers: config.PUBLIC_URL ? [{ url: config.PUBLIC_URL }] : [],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
