import type { Page, Request } from "@playwright/test";
import { browserAs, createMatchedPair } from "./api-setup";
import { expect, snap, test } from "./fixtures";

/** The web app's live stream (docs/product-rules.md#live-events): httpSubscriptionLink's GET of `events.stream`. */
const isEventStream = (url: URL) => url.pathname === "/api/trpc/events.stream";

/** Console errors of a page opened outside the test's own page (the fixture watches only that one). */
function watchConsole(page: Page, problems: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
}

/** Opens the chat and resolves once its stream is connected (the SSE answer's headers arrived). */
async function openChat(page: Page, matchId: string) {
  const connected = page.waitForResponse((response) => isEventStream(new URL(response.url())) && response.ok());
  await page.goto(`/chat/${matchId}`);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await connected;
}

test("B types and sends: A sees 'typing…' then the message at once, B sees 'Seen'; with the stream blocked, polling delivers", async ({
  page,
  browser,
  baseURL,
}) => {
  const { first: ines, second: tomas, matchId } = await createMatchedPair(baseURL ?? "");
  await page.close();
  const [inesContext, tomasContext] = await Promise.all([browserAs(browser, ines), browserAs(browser, tomas)]);
  const problems: string[] = [];
  const a = await inesContext.newPage();
  const b = await tomasContext.newPage();
  watchConsole(a, problems);
  watchConsole(b, problems);
  const polls: Request[] = [];
  a.on("request", (request) => {
    if (new URL(request.url()).pathname.includes("messages.list")) polls.push(request);
  });
  await openChat(a, matchId);
  await openChat(b, matchId);

  // B types: A's header says so (only the stream can tell).
  const composer = b.getByRole("textbox", { name: "Message" });
  await composer.pressSequentially("Hi Ines, live now?");
  await expect(a.getByText("typing…")).toBeVisible();

  // B sends: A has it well under 1 s, with no reload (the poll alone would take up to 3 s).
  await b.getByRole("button", { name: "Send message" }).click();
  await expect(a.getByText("Hi Ines, live now?")).toBeVisible({ timeout: 1_000 });
  await expect(a.getByText("typing…")).toBeHidden();
  // A read it (the chat is open): B sees 'Seen' under the message.
  await expect(b.getByText("Seen", { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(a.getByText("Hi Ines, live now?")).toHaveCount(1);
  await snap(a, "live-chat-received");
  await snap(b, "live-chat-seen");

  // While the stream is up the chat does not poll on the 3 s timer: only the read that
  // follows each live message (and the one when the stream connected).
  expect(polls.length).toBeLessThanOrEqual(3);

  // The stream blocked (as by a proxy that drops it): the chat falls back to the 3 s poll.
  await inesContext.route(isEventStream, (route) => route.abort());
  await a.reload();
  await expect(a.getByText("Hi Ines, live now?")).toBeVisible();
  await composer.fill("Still there by polling?");
  await b.getByRole("button", { name: "Send message" }).click();
  await expect(a.getByText("Still there by polling?")).toBeVisible({ timeout: 5_000 });
  await expect(a.getByText("Hi Ines, live now?")).toHaveCount(1);

  // The aborted stream requests are the only console noise allowed.
  expect(problems.filter((problem) => !/net::ERR_FAILED|ERR_FAILED|events\.stream/.test(problem))).toEqual([]);
  await Promise.all([inesContext.close(), tomasContext.close()]);
});
