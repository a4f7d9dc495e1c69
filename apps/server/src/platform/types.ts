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

/**
 * The services operators act through (refund decisions, ...), decorated on the app: the back
 * office's routes call them, and tests do.
 */
export interface OperatorServices {
  refunds: {
    approve(input: {
      requestId: string;
      operatorId: string;
      penaltyAmount?: number;
      note?: string;
    }): Promise<unknown>;
    reject(input: { requestId: string; operatorId: string; note: string }): Promise<unknown>;
    markPaidOut(input: { requestId: string; operatorId: string; reference: string }): Promise<unknown>;
    queue(filter?: {
      statuses?: ("Requested" | "Approved" | "Refunded" | "Rejected")[];
      page?: number;
      pageSize?: number;
    }): Promise<unknown>;
    get(requestId: string): Promise<unknown>;
  };
}

declare module "fastify" {
  interface FastifyInstance {
    operatorServices: OperatorServices;
  }
}

/**
 * Where a catalogue owner's photos' bytes go (a contracted hotel's, a tour's): the images module's
 * `hotelPhotos` and `tourPhotos`, wired in wire-modules.ts. The owning module keeps only the paths, in order.
 */
export interface PhotoStore {
  /** Checks, re-encodes and stores a photo of the owner; its path under the image base. */
  store(ownerId: string, file: { bytes: Buffer }): Promise<string>;
  /** Deletes a stored photo (nothing when none is stored). */
  remove(path: string): Promise<void>;
  /** Whether the path names a photo of this owner (so removing it deletes only its own files). */
  isPathOf(ownerId: string, path: string): boolean;
}
