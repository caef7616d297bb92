import type { AppCaller } from "../root";

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with `:name` segments, e.g. `/api/matches/:id`. */
  path: string;
  /** Status of a successful answer; 204 answers without a body. */
  status: number;
  call: (caller: AppCaller, request: RestRequest) => Promise<unknown>;
}

const route = (
  method: RestRoute["method"],
  path: string,
  call: RestRoute["call"],
  status = 200,
): RestRoute => ({ method, path, call, status });

/**
 * The raw body, typed as the procedure's input. It is not trusted: the procedure
 * validates it with the shared schema; a missing body is an empty object.
 */
function unchecked<Input>(body: unknown): Input {
  return (body ?? {}) as Input;
}

/**
 * The REST paths of spec §7. Each row only moves data between HTTP and a procedure:
 * no rule lives here (contract §1).
 */
export const restRoutes: RestRoute[] = [
  route("GET", "/api/auth/user", (caller) => caller.auth.me()),
  route("POST", "/api/register", (caller, request) => caller.auth.register(unchecked(request.body)), 201),
  route("POST", "/api/login", (caller, request) => caller.auth.login(unchecked(request.body))),
  route("POST", "/api/logout", (caller) => caller.auth.logout(), 204),
  route("GET", "/api/stats/active-users", (caller) => caller.stats.activeUsers()),
];
