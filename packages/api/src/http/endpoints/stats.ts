import { endpoint } from "./endpoint";

export const statsEndpoints = [
  endpoint("GET", "/api/stats/active-users", "stats.activeUsers", {
    summary: "How many daters are active now",
    public: true,
  }),
  endpoint("GET", "/api/notifications/unread-count", "stats.unreadCount", {
    summary: "Unread messages plus unseen matches",
  }),
];
