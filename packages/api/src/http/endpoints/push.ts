import { endpoint, RATE_LIMITED } from "./endpoint";

export const pushEndpoints = [
  endpoint("GET", "/api/push/key", "push.key", { summary: "The server's Web Push (VAPID) public key", public: true }),
  endpoint("POST", "/api/push/subscriptions", "push.subscribe", {
    status: 201,
    summary: "Register this browser for push notifications",
  }),
  // DELETE carries a body here (docs/product-rules.md#push: `{ endpoint }`).
  endpoint("DELETE", "/api/push/subscriptions", "push.unsubscribe", {
    status: 204,
    summary: "Stop push notifications to this browser",
  }),
  endpoint("POST", "/api/push/test", "push.sendTest", {
    status: 202,
    summary: "Send a test notification to the caller's subscribed browsers",
    description: "409 when none of the caller's browsers is subscribed; at most 5 an hour by default.",
    errors: [409, RATE_LIMITED],
  }),
  endpoint("GET", "/api/notification-settings", "push.settings", { summary: "Which notifications the caller wants" }),
  endpoint("PUT", "/api/notification-settings", "push.updateSettings", { summary: "Choose which notifications to get" }),
];
