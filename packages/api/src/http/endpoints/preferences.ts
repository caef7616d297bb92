import { endpoint, RATE_LIMITED } from "./endpoint";

export const preferencesEndpoints = [
  endpoint("GET", "/api/preferences", "preferences.get", {
    summary: "The caller's match preferences (defaults until saved)",
  }),
  endpoint("PUT", "/api/preferences", "preferences.update", { summary: "Save match preferences", errors: [RATE_LIMITED] }),
];
