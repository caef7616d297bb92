import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { incomingKey, objectIdOfUrl, objectUrl, uploadIdOfBucketUrl, uploadIdOfUrl, uploadUrl } from "./object-urls";

describe("object URLs", () => {
  it("reads back every URL it builds", () => {
    const id = randomUUID();
    expect(objectUrl(id)).toBe(`/objects/${id}`);
    expect(objectIdOfUrl(objectUrl(id))).toBe(id);
    expect(uploadUrl(id)).toBe(`/api/objects/upload/${id}`);
    expect(uploadIdOfUrl(uploadUrl(id))).toBe(id);
    expect(uploadIdOfBucketUrl(`/unveil-bucket/${incomingKey(id)}`)).toBe(id);
  });

  it("reads nothing from other paths", () => {
    for (const path of ["/objects/", "/objects/a/b", "/api/objects/upload/", "/api/objects/upload/a/", "/elsewhere/x"]) {
      expect(objectIdOfUrl(path)).toBeNull();
      expect(uploadIdOfUrl(path)).toBeNull();
    }
    expect(uploadIdOfBucketUrl("/bucket/incoming/a/b")).toBeNull();
    expect(uploadIdOfBucketUrl("/bucket/elsewhere/a")).toBeNull();
  });
});
