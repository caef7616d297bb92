import { endpoint, RATE_LIMITED } from "./endpoint";

export const authEndpoints = [
  endpoint("GET", "/api/auth/user", "auth.me", { summary: "The signed-in user, profile included" }),
  endpoint("POST", "/api/register", "auth.register", {
    status: 201,
    summary: "Create an account and sign in",
    public: true,
    errors: [409, RATE_LIMITED],
    setsSession: true,
  }),
  endpoint("POST", "/api/login", "auth.login", {
    summary: "Sign in with email and password",
    public: true,
    errors: [401, RATE_LIMITED],
    setsSession: true,
  }),
  endpoint("POST", "/api/logout", "auth.logout", {
    status: 204,
    summary: "Sign out (ends the session)",
    public: true,
    setsSession: true,
  }),
];
