import { exportFileName } from "../../services/data-export";
import { endpoint, RATE_LIMITED } from "./endpoint";

export const dataControlEndpoints = [
  endpoint("GET", "/api/export", "dataControl.export", {
    summary: "Download everything stored about the caller (JSON attachment)",
    errors: [RATE_LIMITED],
    headers: (result) => ({
      "content-disposition": `attachment; filename="${exportFileName((result as { exportedAt: Date }).exportedAt)}"`,
    }),
  }),
  endpoint("GET", "/api/sessions", "dataControl.sessions", { summary: "The caller's signed-in sessions" }),
  endpoint("POST", "/api/sessions/revoke-others", "dataControl.revokeOtherSessions", {
    status: 204,
    summary: "End every session but this one",
  }),
  endpoint("DELETE", "/api/sessions/:id", "dataControl.endSession", {
    status: 204,
    summary: "End one of the caller's sessions",
    input: ({ params }) => ({ id: params.id }),
  }),
];
