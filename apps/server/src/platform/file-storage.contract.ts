import { randomBytes, randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { FileStorage } from "./file-storage";

/** What every FileStorage backend must do, run against each (disk, PostgreSQL, S3). */
export function fileStorageContract(storage: () => FileStorage) {
  const keyOf = (owner = randomUUID()) => `${owner}/${randomBytes(16).toString("hex")}.jpg`;

  it("gives back the bytes it stored, byte for byte", async () => {
    const key = keyOf();
    const bytes = randomBytes(300_000); // over PostgreSQL's TOAST threshold and S3's small-body paths
    await storage().put(key, bytes, "image/jpeg");
    const read = await storage().get(key);
    expect(read && Buffer.compare(read, bytes)).toBe(0);
  });

  it("answers null for a key nothing was stored under, and after a delete", async () => {
    const key = keyOf();
    expect(await storage().get(key)).toBeNull();
    await storage().put(key, Buffer.from("x"), "image/png");
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await storage().delete(key); // deleting twice is not an error
  });

  it("keeps owners apart: the same name under two owners is two files", async () => {
    const name = `${randomBytes(16).toString("hex")}.png`;
    const [a, b] = [`${randomUUID()}/${name}`, `${randomUUID()}/${name}`];
    await storage().put(a, Buffer.from("owner a"), "image/png");
    await storage().put(b, Buffer.from("owner b"), "image/png");
    expect((await storage().get(a))?.toString()).toBe("owner a");
    expect((await storage().get(b))?.toString()).toBe("owner b");
  });

  it("refuses keys that could reach outside an owner's files", async () => {
    for (const key of [
      "../etc/passwd",
      "a/../../b",
      "/abs/x.jpg",
      "a/b/c.jpg",
      "a",
      "a/.jpg",
      "a/b%2f.jpg",
      "",
    ]) {
      await expect(storage().get(key), key).rejects.toThrow(/refused key/);
      await expect(storage().put(key, Buffer.from("x"), "image/png"), key).rejects.toThrow(/refused key/);
    }
  });
}
