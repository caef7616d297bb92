import type { inferRouterInputs } from "@trpc/server";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import type { AppDeps } from "../../deps";
import type { AppRouter } from "../../root";

/**
 * One record per REST endpoint: how a request reaches its procedure (or its raw handler)
 * and what the API description (docs/product-rules.md#api-description) says about it. The compiler checks that a
 * record names a real procedure and gives it the input it takes; the handler, the
 * OpenAPI document, the fuzzer and the contract check all read the same table.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Error statuses an endpoint can answer beyond the ones its kind implies (see `impliedErrors`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;
export const RATE_LIMITED = 429 as const;

type Inputs = inferRouterInputs<AppRouter>;
type RouterName = Extract<keyof Inputs, string>;

/** `"router.procedure"` for every procedure of the tree. */
export type ProcedurePath = { [Router in RouterName]: `${Router}.${keyof Inputs[Router] & string}` }[RouterName];

type InputOf<Path extends ProcedurePath> = Path extends `${infer Router extends RouterName}.${infer Name}`
  ? Name extends keyof Inputs[Router]
    ? Inputs[Router][Name]
    : never
  : never;

/** `/api/matches/:id/typing` → `{ id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, string>;

export interface RestRequest<Path extends string = string> {
  params: PathParams<Path>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined for GET); untrusted until the procedure's schema parses it. */
  body: unknown;
}

interface Documented {
  /** One line, imperative or noun phrase: the reference's title of the operation. */
  summary: string;
  description?: string;
  /** Answers callers without a session (no cookie needed, no 401). */
  public?: true;
}

/** A row that moves JSON between HTTP and one procedure. No rule lives here (docs/product-rules.md#transport-and-errors). */
export interface ProcedureEndpoint extends Documented {
  kind: "procedure";
  method: HttpMethod;
  /** Path with `:name` segments, e.g. `/api/matches/:id`. */
  path: string;
  /** Status of a successful answer; 204 answers without a body. */
  status: number;
  procedure: ProcedurePath;
  /** The procedure's input from the request; without it, the JSON body (an empty object when absent). */
  input?: (request: RestRequest) => unknown;
  /** Error statuses beyond the implied ones: 400 with input, 401 unless public, 403/413 when mutating, 404 with a path parameter. */
  errors?: ErrorStatus[];
  /** Query parameters the `input` reads (documented as such). */
  query?: z.ZodObject;
  /** The answer sets (or clears) the session cookie. */
  setsSession?: true;
  /** Extra answer headers derived from the result (e.g. a download's file name). */
  headers?: (result: unknown) => Record<string, string>;
}

/** A non-JSON body (binary or stream): its media types. */
export interface RawContent {
  mediaTypes: string[];
  description: string;
}

export interface RawRequestContext {
  deps: AppDeps;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** True once the server is shutting down. */
  draining: boolean;
}

/**
 * A path served by a plain handler (raw bytes, a stream, the description itself). Its
 * schemas are spelled here, and every error status it can answer is listed (none implied).
 */
export interface RawEndpoint extends Documented {
  kind: "raw";
  method: "GET" | "PUT";
  path: string;
  tag: string;
  /** Path parameters with their descriptions. */
  params?: Record<string, string>;
  /** Query parameters the handler reads, each parsed by this schema (documented as such). */
  query?: z.ZodObject;
  requestBody?: RawContent;
  success: { status: number; json?: z.ZodType; raw?: RawContent };
  errors: ErrorStatus[];
  /** Also answers HEAD (GET rows only). */
  head?: true;
  /** Kept out of the API description (the reference page's own scripts). */
  undocumented?: true;
  serve: (context: RawRequestContext) => Promise<void> | void;
}

export type Endpoint = ProcedureEndpoint | RawEndpoint;

/** A JSON row for procedure `procedure`; `input` is typed by that procedure's input. */
export function endpoint<const Path extends string, const Procedure extends ProcedurePath>(
  method: HttpMethod,
  path: Path,
  procedure: Procedure,
  doc: Documented &
    Omit<ProcedureEndpoint, "kind" | "method" | "path" | "procedure" | "status" | "input" | keyof Documented> & {
      status?: number;
      input?: (request: RestRequest<Path>) => Partial<InputOf<Procedure>>;
    },
): ProcedureEndpoint {
  const { status = 200, input, ...rest } = doc;
  return {
    kind: "procedure",
    method,
    path,
    procedure,
    status,
    ...(input ? { input } : {}),
    ...rest,
  };
}

/** A raw row (see RawEndpoint). */
export const rawEndpoint = (row: Omit<RawEndpoint, "kind">): RawEndpoint => ({ kind: "raw", ...row });

/** The body as an object to merge path parameters into; the procedure validates the result. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
