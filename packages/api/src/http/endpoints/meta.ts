import { z } from "zod";
import { DOCS_ASSET_PATHS, DOCS_PATH, OPENAPI_PATH, serveApiDocs } from "../docs-routes";
import { checkHealth, HEALTH_PATH } from "../health";
import { rawEndpoint, type RawEndpoint, type RawRequestContext } from "./endpoint";

const serveDocs = ({ deps, req, res, url }: RawRequestContext) => {
  serveApiDocs(req, res, url, deps.config);
};

/** The API describing itself (docs/product-rules.md#api-description) and the health check (#hardening). */
export const metaEndpoints: RawEndpoint[] = [
  rawEndpoint({
    method: "GET",
    path: OPENAPI_PATH,
    tag: "meta",
    summary: "This API description (OpenAPI 3.1)",
    public: true,
    success: { status: 200, json: z.looseObject({ openapi: z.string() }) },
    errors: [],
    head: true,
    serve: serveDocs,
  }),
  rawEndpoint({
    method: "GET",
    path: DOCS_PATH,
    tag: "meta",
    summary: "The API reference, rendered from this description",
    public: true,
    success: { status: 200, raw: { mediaTypes: ["text/html"], description: "The reference page" } },
    errors: [],
    head: true,
    serve: serveDocs,
  }),
  // The reference page's own scripts: served beside it, not part of the API.
  ...DOCS_ASSET_PATHS.map((path) =>
    rawEndpoint({
      method: "GET",
      path,
      tag: "meta",
      summary: "A script of the reference page",
      public: true,
      success: { status: 200, raw: { mediaTypes: ["text/javascript"], description: "The script" } },
      errors: [],
      head: true,
      undocumented: true,
      serve: serveDocs,
    }),
  ),
  rawEndpoint({
    method: "GET",
    path: HEALTH_PATH,
    tag: "meta",
    summary: "Whether the server and its database answer",
    description: "503 while the database does not answer or the server is shutting down.",
    public: true,
    success: { status: 200, json: z.object({ status: z.literal("ok") }) },
    errors: [503],
    head: true,
    serve: ({ deps, req, res, draining }) => checkHealth(deps, req, res, draining),
  }),
];
