import { describe, expect, it } from "vitest";
import { readServerConfig } from "../env";
import { startTestS3 } from "../test/s3-server";
import { useStarted } from "../test/test-app";
import { createStorage } from "./create-storage";
import { StoredObjectTooLargeError } from "./object-storage";
import { createS3Storage } from "./s3-storage";

const s3 = useStarted(startTestS3);

describe("S3 storage driver (against s3rver)", () => {
  it("puts, gets with its content type, and deletes; a missing key is null", async () => {
    const storage = createS3Storage(s3.config);
    const key = crypto.randomUUID();
    await storage.put(key, Buffer.from("image bytes"), "image/webp");
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from("image bytes"), contentType: "image/webp" });
    await storage.delete([key, crypto.randomUUID()]);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(crypto.randomUUID())).toBeNull();
  });

  it("refuses to read an object past maxBytes", async () => {
    const storage = createS3Storage(s3.config);
    const key = crypto.randomUUID();
    await storage.put(key, Buffer.alloc(2048, 1), "image/png");
    await expect(storage.get(key, { maxBytes: 1024 })).rejects.toBeInstanceOf(StoredObjectTooLargeError);
    expect((await storage.get(key, { maxBytes: 2048 }))?.bytes.length).toBe(2048);
  });

  it("hands out a presigned PUT URL that a plain HTTP client can upload to", async () => {
    const storage = createS3Storage(s3.config);
    const key = `incoming/${crypto.randomUUID()}`;
    const url = await storage.createUploadTarget?.(key, 900);
    expect(url).toContain(s3.config.endpoint);
    expect(url).toContain("X-Amz-Signature=");
    const response = await fetch(url ?? "", {
      method: "PUT",
      body: Buffer.from("raw upload"),
      headers: { "content-type": "text/plain" },
    });
    expect(response.status).toBe(200);
    expect((await storage.get(key))?.bytes).toEqual(Buffer.from("raw upload"));
  });

  it("deletes many keys at once", async () => {
    const storage = createS3Storage(s3.config);
    const keys = Array.from({ length: 5 }, () => crypto.randomUUID());
    for (const key of keys) await storage.put(key, Buffer.from(key), "image/png");
    await storage.delete(keys);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
  });
});

describe("createStorage", () => {
  it("uses the bucket when S3_ENDPOINT and S3_BUCKET are set, the local disk otherwise", () => {
    expect(createStorage(readServerConfig({ ...s3.env, DATA_DIR: "/tmp/unused" })).kind).toBe("s3");
    expect(createStorage(readServerConfig({ DATA_DIR: "/tmp/unused" })).kind).toBe("local");
    expect(createStorage(readServerConfig({ S3_BUCKET: "only-a-bucket", DATA_DIR: "/tmp/unused" })).kind).toBe("local");
  });
});
