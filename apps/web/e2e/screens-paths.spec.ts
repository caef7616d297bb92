import { browserAs, createMatchedPair } from "./api-setup";
import { expect, test, toastTitled } from "./fixtures";

/** The main path and the error path of the Matches, Chats, Chat and Report screens. */

test("Matches: 'Delete Match' asks first, then the match is gone with a toast", async ({ browser, baseURL }) => {
  const { first } = await createMatchedPair(baseURL ?? "");
  const context = await browserAs(browser, first);
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Match options" }).click();
  await page.getByRole("menuitem", { name: "Delete Match" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Match?" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("article", { name: "Mystery Match" })).toBeVisible();

  await page.getByRole("button", { name: "Match options" }).click();
  await page.getByRole("menuitem", { name: "Delete Match" }).click();
  await page.getByRole("alertdialog", { name: "Delete Match?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toastTitled(page, "Match Deleted")).toBeVisible();
  await expect(page.getByText("Finding Your Matches")).toBeVisible();
  await context.close();
});

test("Chats: the context menu offers 'Delete Chat'; the list then says 'No Chats Yet'", async ({ browser, baseURL }) => {
  const { second } = await createMatchedPair(baseURL ?? "");
  const context = await browserAs(browser, second);
  const page = await context.newPage();
  await page.goto("/chats");
  await expect(page.getByText("1 Match", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mystery Matches" })).toBeVisible();
  await page
    .getByRole("button", { name: /Mystery Match/ })
    .first()
    .click({ button: "right" });
  await page.getByRole("menuitem", { name: "Delete Chat" }).click();
  await page.getByRole("alertdialog", { name: "Delete Chat?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toastTitled(page, "Chat Deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Chats Yet" })).toBeVisible();
  await context.close();
});

test("Chat: an image of 5 MB or more is refused with 'File too large'; an open chat of someone else is not found", async ({
  browser,
  baseURL,
}) => {
  const { first, matchId } = await createMatchedPair(baseURL ?? "");
  const context = await browserAs(browser, first);
  const page = await context.newPage();
  await page.goto(`/chat/${matchId}`);
  await expect(page.getByText("Start the Conversation")).toBeVisible();
  await page.getByLabel("Attach an image").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toastTitled(page, "File too large")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();

  const stranger = await createMatchedPair(baseURL ?? "");
  test.info().annotations.push({
    type: "allow-console",
    description: "^error: Failed to load resource: the server responded with a status of 404",
  });
  const strangerContext = await browserAs(browser, stranger.first);
  const strangerPage = await strangerContext.newPage();
  await strangerPage.goto(`/chat/${matchId}`);
  await expect(strangerPage.getByRole("heading", { name: "This chat is no longer available" })).toBeVisible();
  await strangerContext.close();
  await context.close();
});

test("Report: a short description is explained; a good one is submitted and returns home", async ({ browser, baseURL }) => {
  const { first } = await createMatchedPair(baseURL ?? "");
  const context = await browserAs(browser, first);
  const page = await context.newPage();
  await page.goto("/report");
  await expect(page.getByRole("heading", { name: "Contact & Report" })).toBeVisible();
  await expect(page.getByText("Your Safety Matters")).toBeVisible();
  await page.getByLabel("Description").fill("Too short");
  await expect(page.getByText("9/1000 characters")).toBeVisible();
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Please provide more details (at least 10 characters)")).toBeVisible();
  await page.getByLabel("Description").fill("The quiz page froze after question 7 on my phone.");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(toastTitled(page, "Report Submitted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});
