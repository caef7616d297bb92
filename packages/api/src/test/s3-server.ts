import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  /** The S3_* variables of docs/product-rules.md#configuration pointing at this server. */
  env: Record<string, string>;
  config: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver, on disk in a temp folder) for one test file. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "unveil-s3-"));
  const bucket = "unveil-test";
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await s3.run();
  // s3rver's fixed development credentials.
  const config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    close: async () => {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
