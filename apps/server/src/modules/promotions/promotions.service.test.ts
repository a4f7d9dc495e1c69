import type { PromotionInput } from "@safar/domain";
import { describe, expect, it } from "vitest";
import type { PromotionRow, PromotionsRepository } from "./promotions.repository";
import { createPromotionsService } from "./promotions.service";

const text = { ar: "عرض", fa: "پیشنهاد", en: "Offer" };

/** What the back office sends for a promotion of March 2030. */
function input(isActive: boolean): PromotionInput {
  return {
    title: text,
    text,
    artwork: "flight",
    link: "/",
    voucherCode: null,
    startDate: "2030-03-01",
    endDate: "2030-03-31",
    sortOrder: 1,
    isActive,
  };
}

function row(id: string): PromotionRow {
  const at = new Date("2030-03-01T00:00:00Z");
  return { ...input(true), id, sortOrder: 0, isDemo: false, seedKey: null, createdAt: at, updatedAt: at };
}

/** An in-memory repository that counts the storefront's reads. */
function memoryRepository() {
  const rows: PromotionRow[] = [row("a")];
  const asked: string[] = [];
  const repository = {
    async running(today: string) {
      asked.push(today);
      return rows.slice();
    },
    async all() {
      return rows.slice();
    },
    async find(id: string) {
      return rows.find((r) => r.id === id);
    },
    async insert() {
      const created = row(`p${rows.length}`);
      rows.push(created);
      return created;
    },
    async update(id: string) {
      return rows.find((r) => r.id === id);
    },
  } as unknown as PromotionsRepository;
  return { repository, asked };
}

describe("running promotions (the home's, on every render)", () => {
  it("are read once for concurrent and repeated asks on one Baghdad day", async () => {
    const { repository, asked } = memoryRepository();
    const service = createPromotionsService({ repository, now: () => new Date("2030-03-10T09:00:00Z") });
    const [first, second] = await Promise.all([service.running(), service.running()]);
    await service.running();
    expect(asked).toEqual(["2030-03-10"]);
    expect(second).toEqual(first);
    expect(first.map((p) => p.id)).toEqual(["a"]);
  });

  it("are read again on the next day in Baghdad (21:00 UTC) and after a change", async () => {
    const { repository, asked } = memoryRepository();
    let now = new Date("2030-03-10T20:59:00Z");
    const service = createPromotionsService({ repository, now: () => now });
    await service.running();
    now = new Date("2030-03-10T21:00:00Z");
    await service.running();
    expect(asked).toEqual(["2030-03-10", "2030-03-11"]);

    await service.admin.create(input(true));
    const after = await service.running();
    expect(asked).toHaveLength(3);
    expect(after.map((p) => p.id)).toEqual(["a", "p1"]);
    await service.admin.update("a", input(false));
    await service.running();
    expect(asked).toHaveLength(4);
  });

  it("a failed read is not kept", async () => {
    const { repository, asked } = memoryRepository();
    let fail = true;
    const reading = repository.running.bind(repository);
    repository.running = async (today, limit) => {
      if (fail) {
        asked.push("failed");
        throw new Error("database down");
      }
      return reading(today, limit);
    };
    const service = createPromotionsService({ repository, now: () => new Date("2030-03-10T09:00:00Z") });
    await expect(service.running()).rejects.toThrow("database down");
    fail = false;
    expect((await service.running()).map((p) => p.id)).toEqual(["a"]);
    expect(asked).toEqual(["failed", "2030-03-10"]);
  });
});
