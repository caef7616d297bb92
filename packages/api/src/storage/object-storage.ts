/** Where image bytes live. Rows in `stored_objects` describe them; this only moves bytes. */
export interface StoredObjectBody {
  bytes: Buffer;
  contentType: string;
}

/** Thrown by `get` when the object is larger than the caller's `maxBytes`. */
export class StoredObjectTooLargeError extends Error {}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when the object does not exist; throws StoredObjectTooLargeError past `maxBytes`. */
  get(key: string, options?: { maxBytes?: number }): Promise<StoredObjectBody | null>;
  /** Deleting a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
  /**
   * A URL the browser can PUT raw bytes to directly (S3 presigned PUT), valid for
   * `expiresInSeconds`. Drivers without one (local disk) leave it out and uploads go
   * through the app's own PUT /api/objects/upload/<id> (docs/decisions/0003-uploads.md).
   */
  createUploadTarget?(key: string, expiresInSeconds: number): Promise<string>;
}
