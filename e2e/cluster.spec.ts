import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { bearer, setLocale } from "./session";

/**
 * Through the balancer only (playwright.cluster.config.ts): a passport photo uploaded on one
 * instance is read back, byte for byte, from either (files in PostgreSQL: FILE_STORAGE=postgres),
 * by its owner only.
 */
test("a passport photo uploaded through the balancer is read back from both instances, by its owner only", async ({
  page,
  context,
  baseURL,
  customer: _signedIn,
  browser,
}) => {
  await setLocale(context, baseURL, "ar");
  await page.goto("/");
  const photo = await readFile("e2e/fixtures/passport-iraq.jpg");
  const uploaded = await page.request.post("/images/Blob/Upload", {
    headers: { authorization: `Bearer ${await bearer(page)}` },
    multipart: { file: { name: "passport.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { path: key, size } = ((await uploaded.json()) as { data: { path: string; size: number } }).data;

  // Round robin: six reads land on both instances; every one gives the same bytes.
  const servedBy = new Set<string>();
  let first: Buffer | undefined;
  for (let i = 0; i < 6; i++) {
    const read = await page.request.get(`/images/${key}`);
    expect(read.status()).toBe(200);
    servedBy.add(read.headers()["x-served-by"] ?? "?");
    const bytes = await read.body();
    expect(bytes.length).toBe(size);
    first ??= bytes;
    expect(Buffer.compare(bytes, first)).toBe(0);
  }
  expect([...servedBy].sort()).toEqual(["s1", "s2"]);

  // Another visitor (no session) gets nothing, from either instance.
  const stranger = await browser.newContext({ baseURL });
  for (let i = 0; i < 2; i++) expect((await stranger.request.get(`/images/${key}`)).status()).toBe(401);
  await stranger.close();
});
