import { expect, request } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { ApiDater } from "./api-setup";
import { PORTRAIT_2 } from "./fixtures";

/**
 * The moderator named in playwright.config.ts (MODERATOR_EMAILS, written there with another
 * capitalisation and spaces, as an operator might: docs/product-rules.md#moderation).
 */
export const MODERATOR_EMAIL = "moderator@e2e.test";
const PASSWORD = "moderator-password";

/**
 * The moderator's account through the REST API: registered by the first spec of the server's run
 * that needs it; every later one (or a second run of the same file) signs in instead.
 */
export async function moderator(baseURL: string): Promise<ApiDater> {
  const api = await request.newContext({ baseURL });
  let response = await api.post("/api/register", { data: { email: MODERATOR_EMAIL, password: PASSWORD, firstName: "Mo" } });
  if (response.status() === 409)
    response = await api.post("/api/login", { data: { email: MODERATOR_EMAIL, password: PASSWORD } });
  if (!response.ok()) throw new Error(`moderator sign-in failed: ${response.status()}`);
  const user = (await response.json()) as { id: string };
  return { api, id: user.id, email: MODERATOR_EMAIL, password: PASSWORD, firstName: "Mo" };
}

/** Verifies a dater through the API: a pose, a selfie file, the moderator's approval. */
export async function verifyByApi(dater: ApiDater, mod: ApiDater): Promise<void> {
  const pose = (await (await dater.api.post("/api/verification/pose")).json()) as { id: string };
  const selfie = `data:image/jpeg;base64,${readFileSync(PORTRAIT_2).toString("base64")}`;
  expect((await dater.api.post("/api/verification", { data: { poseId: pose.id, selfie } })).status()).toBe(202);
  const queue = (await (await mod.api.get("/api/admin/verifications")).json()) as { id: string; user: { id: string } }[];
  const item = queue.find((entry) => entry.user.id === dater.id);
  expect(item).toBeDefined();
  const decided = await mod.api.post(`/api/admin/verifications/${item?.id ?? ""}`, { data: { decision: "approve" } });
  expect(decided.status()).toBe(200);
}
