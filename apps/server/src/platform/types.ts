import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** The Fastify instance with the zod type provider, as every route module receives it. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What every module factory returns (`createXModule(deps)`): the service other modules are given,
 * and `register`, which adds the module's routes and hooks to the app. app.ts lists the modules.
 */
export interface AppModule<Service> {
  service: Service;
  register(app: AppInstance): void | Promise<void>;
}
