/** Where image bytes live. Rows in `stored_objects` describe them; this only moves bytes. */
export interface StoredObjectBody {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when the object does not exist. */
  get(key: string): Promise<StoredObjectBody | null>;
  /** Deleting a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
}
