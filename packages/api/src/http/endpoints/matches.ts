import { endpoint } from "./endpoint";

export const matchesEndpoints = [
  endpoint("GET", "/api/matches", "matches.list", { summary: "The caller's matches, newest first" }),
  endpoint("GET", "/api/matches/:id", "matches.get", {
    summary: "One match",
    input: ({ params }) => ({ matchId: params.id }),
  }),
  endpoint("DELETE", "/api/matches/:id", "matches.delete", {
    status: 204,
    summary: "Unmatch",
    input: ({ params }) => ({ matchId: params.id }),
  }),
  endpoint("POST", "/api/matches/reveal", "matches.reveal", { summary: "Reveal yourself to a match", errors: [404] }),
  endpoint("POST", "/api/matches/:id/typing", "matches.typing", {
    status: 204,
    summary: "Tell the match you are typing (a live event)",
    input: ({ params }) => ({ matchId: params.id }),
  }),
];
