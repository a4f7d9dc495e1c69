import { checkUpdateAnswerSchema, checkUpdateRequestSchema } from "@safar/domain/app-version-api";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { AppVersionService } from "./app-version.service";

export function appVersionRoutes(app: AppInstance, service: AppVersionService) {
  app.post(
    "/api/front-api/App/CheckUpdate",
    {
      schema: {
        tags: ["front-api"],
        summary:
          "The installable app's latest and minimum supported versions; with `currentVersion`, whether that version should update (`available`) or must (`required`)",
        body: checkUpdateRequestSchema,
        response: { 200: envelopeOf(checkUpdateAnswerSchema) },
      },
    },
    async (request, reply) => {
      // A new deployment answers differently at once: no cache keeps the old answer.
      reply.header("cache-control", "no-store");
      return ok(service.checkUpdate({ currentVersion: request.body?.currentVersion }));
    },
  );
}
