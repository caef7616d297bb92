import { schema } from "@unveil/db";
import { fakeBrowserSubscription, startFakePushService, type FakePushService } from "@unveil/vitest-setup/push-service";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { beforeEach } from "vitest";
import type { AppDeps } from "../deps";
import type { AppCaller } from "../root";
import { startTestApp, useStarted, type TestApp } from "./test-app";

export type Browser = ReturnType<typeof fakeBrowserSubscription>;

/** The app (or server) under test next to the local push service it is allowed to call. */
export interface PushWorld<App extends TestApp> {
  app: App;
  push: FakePushService;
  close(): Promise<void>;
}

/**
 * docs/product-rules.md#push's tests at either level: a local push service, then the app
 * with that service (and two real ones) allowed and two test pushes an hour. Before
 * each test the service forgets what it received and nobody is looking at the app.
 */
export function usePushWorld<App extends TestApp = TestApp>(
  start: (env: Record<string, string>) => Promise<App> = (env) => startTestApp(env) as Promise<App>,
): PushWorld<App> {
  const world = useStarted(async () => {
    const push = await startFakePushService();
    const app = await start({
      PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.notify.windows.com,${push.host}`,
      RATE_LIMIT_TEST_PUSHES_PER_HOUR: "2",
    });
    return {
      app,
      push,
      close: async () => {
        await app.close();
        await push.close();
      },
    };
  });
  beforeEach(() => {
    world.push.received.length = 0;
    world.push.answer.clear();
    world.app.deps.presence = { isLooking: () => Promise.resolve(false) };
  });
  return world;
}

/** A browser's subscription to the local push service, at an endpoint of its own. */
export const newBrowser = (push: FakePushService): Browser => fakeBrowserSubscription(`${push.baseUrl}/send/${randomUUID()}`);

/** Subscribes a new browser for the caller (through the procedure) and answers it. */
export async function subscribeBrowser(push: FakePushService, caller: AppCaller): Promise<Browser> {
  const browser = newBrowser(push);
  await caller.push.subscribe(browser.json);
  return browser;
}

/** Every push the calls so far caused to this browser, decrypted. */
export async function deliveredTo(world: PushWorld<TestApp>, browser: Browser): Promise<Record<string, string>[]> {
  await world.app.deps.pushQueue.idle();
  const path = new URL(browser.json.endpoint).pathname;
  return world.push.received
    .filter((request) => request.path === path)
    .map((request) => JSON.parse(browser.decrypt(request.body)) as Record<string, string>);
}

/** The endpoints of a user's stored subscriptions. */
export async function subscribedEndpoints(deps: AppDeps, userId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ endpoint: schema.pushSubscriptions.endpoint })
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint);
}
