import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fileStorageContract } from "./file-storage.contract";
import { createS3FileStorage } from "./file-storage-s3";

/**
 * The little this test uses of s3rver (the maintained @20minutes fork): a real HTTP server on a local
 * port that speaks the S3 protocol, keeps objects in a folder and checks SigV4 signatures with its one
 * account's secret. The package ships no types.
 */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverServer;

const region = "us-east-1";
const bucket = "safar-files";
/** s3rver's one account. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

describe("S3 file storage (against a local S3 server)", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "safar-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  let endpoint = "";
  /** Each client made, closed at the end so no socket keeps the server open. */
  const closers: (() => void)[] = [];
  const storageWith = async (options: { prefix?: string; secretAccessKey?: string } = {}) => {
    const storage = await createS3FileStorage({
      bucket,
      region,
      endpoint,
      forcePathStyle: true,
      ...credentials,
      ...options,
    });
    closers.push(() => storage.close());
    return storage;
  };
  let storage: Awaited<ReturnType<typeof createS3FileStorage>>;

  /**
   * The test's own client for bucket-level requests (create, list), which the storage never makes.
   * The SDK sends them to `/bucket/` but s3rver checks their signature as if sent to `/bucket`, so this
   * client leaves the slash off before signing (S3 treats both alike); the signature is still checked.
   */
  const adminClient = () => {
    const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
    client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { path?: string };
        if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
        return next(args);
      },
      { step: "build", name: "bucketPathWithoutSlash" },
    );
    closers.push(() => client.destroy());
    return client;
  };

  beforeAll(async () => {
    // The SDK warns once, on stderr, that releases after January 2027 want Node 22.
    vi.stubEnv("AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED", "true");
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    await adminClient().send(new CreateBucketCommand({ Bucket: bucket }));
    storage = await storageWith();
  });
  afterAll(async () => {
    for (const close of closers) close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  fileStorageContract(() => storage);

  it("puts objects under the prefix", async () => {
    await (await storageWith({ prefix: "uploads/" })).put("owner-1/abc.png", Buffer.from("x"), "image/png");
    const listed = await adminClient().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: "uploads/" }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(["uploads/owner-1/abc.png"]);
    expect((await (await storageWith({ prefix: "uploads/" })).get("owner-1/abc.png"))?.toString()).toBe("x");
    expect(await storage.get("owner-1/abc.png")).toBeNull();
  });

  it("is refused by the server when signed with a wrong secret key", async () => {
    await storage.put("owner-2/kept.png", Buffer.from("kept"), "image/png");
    const wrong = await storageWith({ secretAccessKey: "not-the-secret" });
    const refused = {
      name: "SignatureDoesNotMatch",
      $metadata: expect.objectContaining({ httpStatusCode: 403 }),
    };
    await expect(wrong.put("owner-2/other.png", Buffer.from("x"), "image/png")).rejects.toMatchObject(
      refused,
    );
    await expect(wrong.get("owner-2/kept.png")).rejects.toMatchObject(refused);
    expect(await storage.get("owner-2/other.png")).toBeNull();
  });
});
