import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import { passportImage } from "../../test/passport-images";
import { createImagesService } from "./images.service";
import type { TextRecognizer } from "./mrz-ocr";
import { createScanPool, ScanPoolFullError } from "./scan-pool";

/** A promise with its resolve, to hold a task until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("the scan pool", () => {
  it("runs at most `concurrency` tasks, queues up to `maxQueued`, refuses a request that does not fit whole", async () => {
    const pool = createScanPool({ concurrency: 1, maxQueued: 2 });
    const held = gate();
    const order: string[] = [];
    const first = pool.runAll([
      async () => {
        order.push("a");
        await held.opened;
        return "a";
      },
    ]);
    expect(pool.stats()).toMatchObject({ running: 1, queued: 0 });
    const task = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const second = pool.runAll([task("b"), task("c")]);
    expect(pool.stats()).toMatchObject({ running: 1, queued: 2 });
    // The queue is full: refused at once, nothing of it queued.
    expect(() => pool.runAll([async () => "d"])).toThrow(ScanPoolFullError);
    expect(pool.stats().queued).toBe(2);
    held.open();
    expect(await Promise.all([...first, ...second])).toEqual(["a", "b", "c"]);
    expect(order).toEqual(["a", "b", "c"]);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0 });
    // Room again.
    expect(await Promise.all(pool.runAll([async () => 1, async () => 2, async () => 3]))).toEqual([1, 2, 3]);
  });

  it("skips waiting tasks of a request that has gone; a failing task frees its place", async () => {
    const pool = createScanPool({ concurrency: 1, maxQueued: 4 });
    const held = gate();
    const [running] = pool.runAll([
      async () => {
        await held.opened;
        throw new Error("boom");
      },
    ]);
    const gone = new AbortController();
    let ran = false;
    const [waiting] = pool.runAll([async () => (ran = true)], gone.signal);
    gone.abort(new Error("client left"));
    held.open();
    await expect(running).rejects.toThrow("boom");
    await expect(waiting).rejects.toThrow("client left");
    expect(ran).toBe(false);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0 });
  });
});

describe("ReadMRZ with every OCR place busy", () => {
  it("answers 429 TOO_MANY_REQUESTS with a Retry-After while the pool and its queue are full", async () => {
    const held = gate();
    const entered = gate();
    let calls = 0;
    const recognizer: TextRecognizer = {
      // Holds every reading until the test lets go, then fails it (cheaply: no further bands).
      async recognize() {
        calls++;
        entered.open();
        await held.opened;
        throw new Error("OCR stopped by the test");
      },
      async close() {},
    };
    const pool = createScanPool({ concurrency: 1, maxQueued: 1 });
    const service = createImagesService({
      storage: { kind: "disk", get: async () => null, put: async () => {}, delete: async () => {} },
      recognizer,
      countryIdOf: async () => () => null,
      today: () => "2026-11-22",
      scanPool: pool,
      maxScanRequestPixels: 60_000_000,
    });
    const photo = {
      bytes: await passportImage(
        {
          issuingState: "IRQ",
          nationality: "IRQ",
          lastName: "Jabbar",
          firstName: "Noori",
          documentNumber: "A12345678",
          birthDate: "1990-03-14",
          sex: "F",
          expiryDate: "2031-07-09",
        },
        { width: 800 },
      ),
    };
    // One picture is being read (held inside OCR), one waits: the pool and its queue are full.
    const busy = service.readMrz([photo]).catch((error: unknown) => error);
    await entered.opened;
    const waiting = service.readMrz([photo]).catch((error: unknown) => error);
    // A request checks its pictures (sharp reads their headers) before it asks for a place: wait
    // until the second one is queued, or the third could overtake it on a busy machine.
    while (pool.stats().queued < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await service.readMrz([photo]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).errors).toEqual([{ key: "request", messages: ["TOO_MANY_REQUESTS"] }]);
    expect((refused as AppError).data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(calls).toBe(1);
    held.open();
    // The held scans end (the OCR fails) and the pool takes work again.
    expect(await busy).toMatchObject({ message: "OCR stopped by the test" });
    expect(await waiting).toMatchObject({ message: "OCR stopped by the test" });
    expect(await service.readMrz([photo]).catch((error: unknown) => error)).toMatchObject({
      message: "OCR stopped by the test",
    });
    expect(calls).toBe(3);
  }, 60_000);
});
