import type { ServerConfig } from "../env";
import { createLocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { createS3Storage } from "./s3-storage";

/** docs/product-rules.md#uploads-and-images: an S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set, else local disk. */
export function createStorage(config: Pick<ServerConfig, "s3" | "dataDir">): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
