import { getServerRuntime } from "~/server/runtime";

/**
 * docs/product-rules.md#share-my-date: the match's first photo on a date link, only
 * while the link lives and both revealed; 404 otherwise. Never stored by anyone on the way.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const photo = await getServerRuntime().pages.sharedDatePhoto(token);
  if (!photo)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "content-type": photo.contentType,
      "content-length": String(photo.bytes.length),
      "cache-control": "no-store",
      "cross-origin-resource-policy": "same-origin",
    },
  });
}
