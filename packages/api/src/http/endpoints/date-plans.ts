import { endpoint } from "./endpoint";

/** docs/product-rules.md#share-my-date. The page a link opens (`/date/{token}`) is a page, not part of this API. */
export const datePlansEndpoints = [
  endpoint("POST", "/api/date-plans", "datePlans.create", {
    status: 201,
    summary: "Share a date plan: a link a friend can open signed out",
    description:
      "`startsAt` is an ISO 8601 date and time with its offset, from now to 60 days ahead; the link (`url`) answers until `expiresAt` (startsAt + 24 h). 404 for a match that is not the caller's visible match; 400 while the caller has 10 live plans.",
    errors: [404],
  }),
  endpoint("GET", "/api/date-plans", "datePlans.list", { summary: "The caller's live date plans, soonest first" }),
  endpoint("DELETE", "/api/date-plans/:id", "datePlans.delete", {
    status: 204,
    summary: "Delete a date plan: its link answers 404 at once",
    input: ({ params }) => ({ id: params.id }),
  }),
];
