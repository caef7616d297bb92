import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { navigation } from "~/test/setup";
import { renderWithApi } from "~/test/render";
import { ReportScreen } from "./report-screen";

const MATCH_USER_ID = "6f1c2b3a-1d2e-4f50-8a9b-0c1d2e3f4a5b";

beforeEach(() => {
  navigation.replace.mockReset();
  navigation.push.mockReset();
});

describe("Report screen", () => {
  it("shows 'Contact & Report', 'Submit a Report', the type choices (Bug Report first) and 'Your Safety Matters'", async () => {
    renderWithApi(<ReportScreen />);
    expect(screen.getByRole("heading", { name: "Contact & Report" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Submit a Report" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Safety Matters" })).toBeInTheDocument();
    expect(screen.getByText(/local authorities/)).toBeInTheDocument();
    const type = screen.getByRole("combobox", { name: "Report type" });
    expect(type).toHaveTextContent("Bug Report");
    await userEvent.click(type);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Bug Report", "Report a User", "Other"]);
  });

  it("counts 'n/1000 characters' and asks for at least 10 characters before sending", async () => {
    const { recorded } = renderWithApi(<ReportScreen />, { "reports.create": (input) => input });
    expect(screen.getByText("0/1000 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveAttribute("maxlength", "1000");
    await userEvent.type(screen.getByLabelText("Description"), "Too short");
    expect(screen.getByText("9/1000 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(await screen.findByText("Please provide more details (at least 10 characters)")).toBeInTheDocument();
    expect(recorded.calls).toHaveLength(0);
  });

  it("submits a bug report, shows 'Submitting...', then 'Report Submitted' and returns to /", async () => {
    let finish: (value: unknown) => void = () => {};
    const { recorded } = renderWithApi(<ReportScreen />, {
      "reports.create": () => new Promise((resolve) => (finish = resolve)),
    });
    await userEvent.type(screen.getByLabelText("Description"), "The chat list does not refresh.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(recorded.calls.find((call) => call.path === "reports.create")?.input).toEqual({
      reportType: "bug",
      description: "The chat list does not refresh.",
    });
    finish({ id: "r1", reportType: "bug", description: "x", reportedUserId: null, createdAt: new Date() });
    const region = within(await screen.findByRole("region", { name: /notifications/i }));
    expect(await region.findByText("Report Submitted")).toBeInTheDocument();
    expect(region.getByText("Thank you for your feedback. We'll review it shortly.")).toBeInTheDocument();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/"));
  });

  it("from a chat: defaults to 'Report a User', says it is about 'your match' without showing the id, and sends it", async () => {
    const { recorded } = renderWithApi(<ReportScreen reportedUserId={MATCH_USER_ID} />, {
      "reports.create": () => ({}),
    });
    expect(screen.getByRole("combobox", { name: "Report type" })).toHaveTextContent("Report a User");
    expect(screen.getByText("This report is about your match.")).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(MATCH_USER_ID);
    await userEvent.type(screen.getByLabelText("Description"), "They were rude and threatening.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    await waitFor(() =>
      expect(recorded.calls.find((call) => call.path === "reports.create")?.input).toEqual({
        reportType: "user",
        description: "They were rude and threatening.",
        reportedUserId: MATCH_USER_ID,
      }),
    );
  });

  it("from a message's Report: says that message is attached first and sends its id", async () => {
    const messageId = "0b7e2f6c-5a4d-4e3f-9c2b-1a0f9e8d7c6b";
    const { recorded } = renderWithApi(<ReportScreen reportedUserId={MATCH_USER_ID} messageId={messageId} />, {
      "reports.create": () => ({}),
    });
    expect(screen.getByText(/The message you reported is attached first/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(messageId);
    await userEvent.type(screen.getByLabelText("Description"), "He insulted me when I did not answer.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    await waitFor(() =>
      expect(recorded.calls.find((call) => call.path === "reports.create")?.input).toEqual({
        reportType: "user",
        description: "He insulted me when I did not answer.",
        reportedUserId: MATCH_USER_ID,
        messageId,
      }),
    );
  });

  it("leaves the match out of a report that is not about a user", async () => {
    const { recorded } = renderWithApi(<ReportScreen reportedUserId={MATCH_USER_ID} />, { "reports.create": () => ({}) });
    await userEvent.click(screen.getByRole("combobox", { name: "Report type" }));
    await userEvent.click(screen.getByRole("option", { name: "Bug Report" }));
    expect(screen.queryByText("This report is about your match.")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Description"), "Images in this chat do not load.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    await waitFor(() =>
      expect(recorded.calls.find((call) => call.path === "reports.create")?.input).toEqual({
        reportType: "bug",
        description: "Images in this chat do not load.",
      }),
    );
  });

  it("goes back to / with Cancel, and shows a failed submission's message", async () => {
    renderWithApi(<ReportScreen />, {
      "reports.create": () => {
        throw new Error("Too many reports. Try again later.");
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(navigation.push).toHaveBeenCalledWith("/");
    await userEvent.type(screen.getByLabelText("Description"), "Something else entirely.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    const region = within(await screen.findByRole("region", { name: /notifications/i }));
    expect(await region.findByText("Too many reports. Try again later.")).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });
});
