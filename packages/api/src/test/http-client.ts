import { checkReceivedAnswer } from "./contract";

export interface HttpResult {
  status: number;
  headers: Headers;
  /** The raw body text: privacy tests search it. */
  text: string;
  json: unknown;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A tiny browser-like client with one cookie (the session), for REST tests. */
export class HttpClient {
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | Uint8Array | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      if (!pair) continue;
      const value = pair.slice(pair.indexOf("=") + 1);
      this.cookie = value ? pair : undefined;
    }
    const text = await response.text();
    // Every answer to a documented call is also checked against the API description.
    checkReceivedAnswer(method, `${this.baseUrl}${path}`, { status: response.status, headers: response.headers, text });
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get(path: string, options?: RequestOptions) {
    return this.request("GET", path, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request("POST", path, { ...options, body });
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request("PUT", path, { ...options, body });
  }
  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request("PATCH", path, { ...options, body });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request("DELETE", path, options);
  }
}

let counter = 0;
/** A unique email per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = "dater"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function registerClient(baseUrl: string, details: { firstName?: string; lastName?: string } = {}) {
  const client = new HttpClient(baseUrl);
  const email = uniqueEmail();
  const password = "correct horse battery";
  const result = await client.post("/api/register", { email, password, ...details });
  if (result.status !== 201) throw new Error(`register failed: ${result.status} ${result.text}`);
  return { client, email, password, user: result.json as { id: string } };
}
