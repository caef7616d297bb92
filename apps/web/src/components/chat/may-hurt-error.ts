/** The server's "Are you sure?" answer (409 MESSAGE_MAY_HURT; docs/product-rules.md#are-you-sure), as tRPC delivers it. */
export function isMayHurt(error: unknown): boolean {
  const data = (error as { data?: { reason?: unknown } | null } | null)?.data;
  return data?.reason === "MESSAGE_MAY_HURT";
}
