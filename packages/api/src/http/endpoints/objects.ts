import { ObjectQuery } from "@unveil/validators";
import { UploadedObjectOutput } from "@unveil/validators/outputs";
import { OBJECTS_PREFIX, receiveUploadPut, serveStoredObject } from "../object-routes";
import { rawEndpoint, RATE_LIMITED } from "./endpoint";

/** The two raw paths of the image flow (docs/product-rules.md#uploads-and-images); the rules are in the services they call. */
export const objectEndpoints = [
  rawEndpoint({
    method: "PUT",
    path: "/api/objects/upload/:uploadId",
    tag: "profile",
    summary: "Upload image bytes to a URL from POST /api/objects/upload",
    description: "The raw image (JPEG, PNG, WebP or GIF), not JSON; at most the image size limit. Single use.",
    params: { uploadId: "The id at the end of `uploadURL`" },
    requestBody: { mediaTypes: ["image/*"], description: "The image file's bytes" },
    success: { status: 200, json: UploadedObjectOutput },
    errors: [400, 401, 403, 404, 413, RATE_LIMITED],
    serve: ({ deps, req, res, params }) => receiveUploadPut(deps, req, res, params.uploadId ?? ""),
  }),
  rawEndpoint({
    method: "GET",
    path: `${OBJECTS_PREFIX}:objectId`,
    tag: "profile",
    summary: "A stored image",
    description:
      "Only for callers allowed to see it (its owner, or a match once revealed); 404 for anyone else. With `w`, scaled down to that width as WebP (an image already that narrow, or animated, as stored).",
    public: true,
    params: { objectId: "The id at the end of a `/objects/…` URL" },
    query: ObjectQuery,
    success: { status: 200, raw: { mediaTypes: ["image/*"], description: "The image bytes" } },
    errors: [400, 404],
    head: true,
    serve: ({ deps, req, res, params, url }) => serveStoredObject(deps, req, res, params.objectId ?? "", url.searchParams),
  }),
];
