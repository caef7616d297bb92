import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { StoredObjectTooLargeError, type ObjectStorage, type StoredObjectBody } from "./object-storage";

const SAFE_KEY = /^[a-zA-Z0-9-]+$/;

/** Objects as files under `<dataDir>/objects`, with the content type in a sidecar file. */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const folder = path.resolve(dataDir, "objects");
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error("Invalid object key");
    return path.join(folder, key);
  };
  let ready: Promise<unknown> | undefined;

  return {
    kind: "local",
    async put(key, bytes, contentType) {
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      await writeFile(fileOf(key), bytes);
      await writeFile(`${fileOf(key)}.type`, contentType);
    },
    async get(key, options = {}): Promise<StoredObjectBody | null> {
      if (!SAFE_KEY.test(key)) return null;
      let size: number;
      try {
        size = (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
      if (options.maxBytes !== undefined && size > options.maxBytes) throw new StoredObjectTooLargeError("Object is too large");
      try {
        const [bytes, contentType] = await Promise.all([readFile(fileOf(key)), readFile(`${fileOf(key)}.type`, "utf8")]);
        return { bytes, contentType };
      } catch {
        return null;
      }
    },
    async delete(keys) {
      await Promise.all(
        keys
          .filter((key) => SAFE_KEY.test(key))
          .flatMap((key) => [rm(fileOf(key), { force: true }), rm(`${fileOf(key)}.type`, { force: true })]),
      );
    },
  };
}
