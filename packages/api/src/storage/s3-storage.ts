import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { ServerConfig } from "../env";
import { StoredObjectTooLargeError, type ObjectStorage, type StoredObjectBody } from "./object-storage";

export type S3StorageConfig = NonNullable<ServerConfig["s3"]>;

/** S3 answers at most 1000 keys per DeleteObjects call. */
const DELETE_BATCH = 1000;

function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.name === "NoSuchKey" || failure?.name === "NotFound" || failure?.$metadata?.httpStatusCode === 404;
}

/** Stops reading a response body we decided not to use. */
function discard(body: unknown): void {
  const stream = body as { destroy?: () => void } | undefined;
  stream?.destroy?.();
}

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2…). Path-style addressing and
 * checksums only where the API requires them keep it working with servers other
 * than AWS. Empty credentials fall back to the SDK's default chain (instance roles).
 */
export function createS3Storage(config: S3StorageConfig): ObjectStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(config.accessKeyId ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  const Bucket = config.bucket;

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key, options = {}): Promise<StoredObjectBody | null> {
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
      if (!response.Body) return null;
      if (options.maxBytes !== undefined && (response.ContentLength ?? 0) > options.maxBytes) {
        discard(response.Body);
        throw new StoredObjectTooLargeError("Object is too large");
      }
      const bytes = Buffer.from(await response.Body.transformToByteArray());
      if (options.maxBytes !== undefined && bytes.length > options.maxBytes) {
        throw new StoredObjectTooLargeError("Object is too large");
      }
      return { bytes, contentType: response.ContentType ?? "application/octet-stream" };
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      }
    },
    async createUploadTarget(key, expiresInSeconds) {
      // Content-Type is not signed, so the browser may send whatever its file has;
      // the bytes are sniffed and re-encoded when the upload is confirmed anyway.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
  };
}
