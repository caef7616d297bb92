import { describe, expect, it } from "vitest";
import { createPageServices } from "./page-services";
import { newSessionAttributes } from "./services/sessions";
import { callerPair } from "./test/caller";
import { startTestApp, useStarted } from "./test/test-app";

/** The pages' own reads (issue 30): the API as the session cookie's dater calls it. */
const app = useStarted(() => startTestApp());

describe("PageServices.caller", () => {
  it("is null without a live session", async () => {
    const pages = createPageServices(app.deps);
    expect(await pages.caller(undefined)).toBeNull();
    expect(await pages.caller("unveil_session=not-a-session")).toBeNull();
  });

  it("reads as the session's dater: the same matches their own caller gets", async () => {
    const { alice, matchId } = await callerPair(app.deps);
    const session = await app.deps.lucia.createSession(alice.id, newSessionAttributes(app.deps, "vitest"));
    const caller = await createPageServices(app.deps).caller(`other=1; ${app.deps.lucia.sessionCookieName}=${session.id}`);
    const matches = await caller?.matches.list();
    expect(matches?.map((match) => match.id)).toEqual([matchId]);
    expect(matches).toEqual(await alice.caller.matches.list());
  });
});
