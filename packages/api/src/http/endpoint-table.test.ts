import { describe, expect, it } from "vitest";
import { createEndpointTable } from "./endpoint-table";
import { endpoints } from "./endpoints";
import { rawEndpoint, type Endpoint } from "./endpoints/endpoint";

/** A raw row for the table alone (its handler never runs here). */
const row = (method: "GET" | "PUT", path: string, head?: true): Endpoint =>
  rawEndpoint({
    method,
    path,
    tag: "test",
    summary: path,
    success: { status: 200 },
    errors: [],
    serve: () => {},
    ...(head ? { head } : {}),
  });

/** The table as it was before its index: every row tried in order (the reference the indexed one must agree with). */
function scan(rows: readonly Endpoint[], method: string, pathname: string) {
  const allowed = new Set<string>();
  for (const endpoint of rows) {
    const source = endpoint.path.replace(/:([a-zA-Z]+)/g, "([^/]+)");
    if (!new RegExp(`^${source}/?$`).test(pathname)) continue;
    const head = endpoint.kind === "raw" && endpoint.head === true;
    if (endpoint.method === method || (method === "HEAD" && head)) return endpoint;
    allowed.add(endpoint.method);
    if (head) allowed.add("HEAD");
  }
  return allowed.size > 0 ? [...allowed] : null;
}

describe("endpoint table", () => {
  it("finds what a scan of every row in order finds, for every row's path and method", () => {
    const table = createEndpointTable(endpoints);
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    for (const endpoint of endpoints) {
      const pathname = endpoint.path.replace(/:[a-zA-Z]+/g, "x1");
      for (const path of [pathname, `${pathname}/`]) {
        for (const method of methods) {
          const match = table.match(method, path);
          const expected = scan(endpoints, method, path);
          if (expected === null) expect(match).toBeNull();
          else if (Array.isArray(expected)) expect(match).toEqual({ found: null, allowed: expected });
          else expect(match?.found).toBe(expected);
        }
      }
    }
  });

  it("keeps table order across rows indexed and rows that are not, and answers 405's methods", () => {
    const rows = [row("GET", "/api/:kind/list"), row("GET", "/api/things/list"), row("PUT", "/api/things/:id", true)];
    const table = createEndpointTable(rows);
    expect(table.match("GET", "/api/things/list")?.found).toBe(rows[0]);
    expect(table.match("GET", "/api/other/list")).toEqual({ found: rows[0], params: { kind: "other" } });
    expect(table.match("HEAD", "/api/things/7")).toEqual({ found: rows[2], params: { id: "7" } });
    expect(table.match("POST", "/api/things/7")).toEqual({ found: null, allowed: ["PUT", "HEAD"] });
    expect(table.match("GET", "/api")).toBeNull();
    expect(table.match("HEAD", "/api/things/a%2Fb")).toMatchObject({ params: { id: "a/b" } });
  });
});
