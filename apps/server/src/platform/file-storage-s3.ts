/**
 * The S3 backend of the file-storage port (FILE_STORAGE=s3, decision 013): uploaded files as objects
 * of one bucket, for production where several instances share the files and the database should not
 * carry them. Any store that speaks the S3 protocol will do: AWS S3, or with `endpoint` (and mostly
 * `forcePathStyle`) MinIO, Cloudflare R2 and the like.
 *
 * Nothing here is public. Objects are written with no ACL and no public URL is ever made: the bucket
 * stays private, and a file is read only through the app, which checks that the person asking owns
 * it before it calls `get`. Encryption at rest is the bucket's own default (S3 encrypts every new
 * object); no `ServerSideEncryption` is asked for per object, which stores other than AWS may refuse.
 *
 * The object name is `${prefix}${key}`, the key checked first (`checkedKey`): the prefix lets the app
 * share a bucket, e.g. `uploads/`. Credentials are the ones given, or else the AWS SDK's own chain
 * (AWS_* variables, a shared profile, an instance or task role).
 */
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import { checkedKey, type FileStorage } from "./file-storage";

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** A store other than AWS, e.g. `http://127.0.0.1:9000`. */
  endpoint?: string;
  /** Given together, or neither: then the SDK's default provider chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`, as most local stores want. */
  forcePathStyle?: boolean;
  /** Prepended to every object name, e.g. `uploads/`. */
  prefix?: string;
}

/**
 * The SDK (~20 MB resident) is loaded here, when FILE_STORAGE=s3 asks for it: a dynamic import of
 * this file alone would not keep it out of the bundle's start (esbuild hoists external imports).
 */
export async function createS3FileStorage(
  options: S3FileStorageOptions,
): Promise<FileStorage & { close(): void }> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import(
    "@aws-sdk/client-s3"
  );
  const config: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    // Since early 2025 the SDK adds a CRC32 checksum to every upload (an x-amz-checksum-* header, or for
    // a streamed body an aws-chunked body with a trailer) and checks the ones that come back. Many
    // S3-compatible stores (older MinIO, R2, local servers) do not speak these and refuse or mangle such
    // uploads, so checksums are sent and checked only where an operation requires them. SigV4 still
    // signs every request, and TLS guards the bytes on the way.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (options.accessKeyId && options.secretAccessKey) {
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }
  const client = new S3Client(config);
  const bucket = options.bucket;
  const prefix = options.prefix ?? "";
  const objectOf = (key: string) => `${prefix}${checkedKey(key, "s3")}`;

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success: deleting twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

/** `NoSuchKey` from AWS; some stores answer a bare 404 that the SDK names otherwise. */
function isMissing(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}
