import { endpoint, RATE_LIMITED } from "./endpoint";

export const reportsEndpoints = [
  endpoint("POST", "/api/reports", "reports.create", {
    status: 201,
    summary: "Report a user or a problem",
    description:
      "With `messageId` (a message from the other side of one of the caller's matches, else 404), the report names that message's sender and the message leads the evidence.",
    errors: [404, RATE_LIMITED],
  }),
  endpoint("POST", "/api/block/:userId", "reports.blockUser", {
    status: 204,
    summary: "Block a user (ends any match with them)",
    input: ({ params }) => ({ userId: params.userId }),
  }),
];
