import { TRPCError } from "@trpc/server";
import { CreateReportInput } from "@unveil/validators";
import { describe, expect, it } from "vitest";
import { toErrorResponse } from "./error-response";
import { DomainError, badRequest, notFound, notSignedIn } from "./errors";

/** The one mapping every transport answers errors with (docs/product-rules.md#transport-and-errors). */
describe("toErrorResponse", () => {
  it("answers a domain error with its status, code and message, and Retry-After for 429", () => {
    expect(toErrorResponse(notFound("Match not found"))).toEqual({
      status: 404,
      body: { message: "Match not found", code: "NOT_FOUND" },
      headers: {},
    });
    expect(toErrorResponse(notSignedIn())).toEqual({
      status: 401,
      body: { message: "Not signed in", code: "UNAUTHORIZED" },
      headers: {},
    });
    expect(toErrorResponse(new DomainError("TOO_MANY_REQUESTS", "Slow down", { retryAfterSeconds: 42 }))).toEqual({
      status: 429,
      body: { message: "Slow down", code: "TOO_MANY_REQUESTS" },
      headers: { "retry-after": "42" },
    });
    expect(toErrorResponse(new DomainError("METHOD_NOT_SUPPORTED", "Use GET for this path")).status).toBe(405);
    expect(toErrorResponse(new DomainError("PAYLOAD_TOO_LARGE", "Too big")).status).toBe(413);
  });

  it("keeps a bad request's issues, and its message is the first issue's", () => {
    expect(toErrorResponse(badRequest("You cannot block yourself", "userId")).body).toEqual({
      message: "You cannot block yourself",
      code: "BAD_REQUEST",
      issues: [{ path: "userId", message: "You cannot block yourself" }],
    });
    // Without issues (malformed JSON), no `issues` key at all.
    expect(toErrorResponse(new DomainError("BAD_REQUEST", "Malformed JSON body")).body).toEqual({
      message: "Malformed JSON body",
      code: "BAD_REQUEST",
    });
  });

  it("answers a failed input validation with the schema's own words", () => {
    const parsed = CreateReportInput.safeParse({ description: "short" });
    const error = new TRPCError({ code: "BAD_REQUEST", cause: parsed.error });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: {
        message: "Please provide more details (at least 10 characters)",
        code: "BAD_REQUEST",
        issues: [{ path: "description", message: "Please provide more details (at least 10 characters)" }],
      },
      headers: {},
    });
  });

  it("keeps a domain error's code when tRPC wrapped it as a server fault", () => {
    const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: notFound("Photo not found") });
    expect(toErrorResponse(wrapped)).toMatchObject({ status: 404, body: { message: "Photo not found", code: "NOT_FOUND" } });
  });

  it("never tells the client what a server fault was", () => {
    for (const fault of [new Error('relation "users" does not exist at /srv/app.ts:12'), "a string", undefined]) {
      expect(toErrorResponse(fault)).toEqual({
        status: 500,
        body: { message: "Something went wrong on our side. Please try again.", code: "INTERNAL_SERVER_ERROR" },
        headers: {},
      });
    }
    const outputFault = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Output validation failed" });
    expect(toErrorResponse(outputFault).body.message).toBe("Something went wrong on our side. Please try again.");
  });
});
