import type { FastifyBaseLogger } from "fastify";

/** A supplier of any product as the fan-out sees it: a name and a search that may be aborted. */
export interface SearchableSupplier<Query, Offer> {
  readonly name: string;
  search(query: Query, signal: AbortSignal): Promise<Offer[]>;
}

export interface SupplierOutcome<Offer> {
  provider: string;
  status: "ok" | "timeout" | "error";
  offers: Offer[];
  durationMs: number;
}

const TIMED_OUT = Symbol("timed out");

/**
 * Asks every supplier in parallel and waits at most `budgetMs`: a supplier that is slow is
 * abandoned (its signal aborted) and one that fails is logged; neither breaks the search. Flights
 * and hotels search this way.
 */
export async function fanOut<Query, Offer>(
  suppliers: readonly SearchableSupplier<Query, Offer>[],
  query: Query,
  budgetMs: number,
  log: FastifyBaseLogger,
): Promise<SupplierOutcome<Offer>[]> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, budgetMs);
  });
  try {
    return await Promise.all(
      suppliers.map(async (supplier): Promise<SupplierOutcome<Offer>> => {
        const started = performance.now();
        const elapsed = () => Math.round(performance.now() - started);
        try {
          const result = await Promise.race([supplier.search(query, controller.signal), deadline]);
          if (result === TIMED_OUT) {
            log.warn(
              { supplier: supplier.name, budgetMs },
              "supplier did not answer within the search budget",
            );
            return { provider: supplier.name, status: "timeout", offers: [], durationMs: elapsed() };
          }
          return { provider: supplier.name, status: "ok", offers: result, durationMs: elapsed() };
        } catch (error) {
          if (controller.signal.aborted) {
            return { provider: supplier.name, status: "timeout", offers: [], durationMs: elapsed() };
          }
          log.error({ err: error, supplier: supplier.name }, "supplier search failed");
          return { provider: supplier.name, status: "error", offers: [], durationMs: elapsed() };
        }
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}
