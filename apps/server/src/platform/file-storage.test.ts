import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskFileStorage, isStorageKey } from "./file-storage";
import { fileStorageContract } from "./file-storage.contract";

describe("disk file storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "safar-files-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createDiskFileStorage(root);
  fileStorageContract(() => storage);

  it("writes one folder per owner and leaves no temporary file behind", async () => {
    await storage.put("owner-1/abc.png", Buffer.from("x"), "image/png");
    expect(readdirSync(path.join(root, "owner-1"))).toEqual(["abc.png"]);
  });
});

describe("storage keys", () => {
  it("take an owner and one name", () => {
    expect(isStorageKey("0b3c2f7e-1111-4222-8333-944445555666/0123abcd.jpg")).toBe(true);
    expect(isStorageKey("owner/name")).toBe(true);
    expect(isStorageKey("owner/../name")).toBe(false);
    expect(isStorageKey("owner/name.tar.gz")).toBe(false);
  });
});
