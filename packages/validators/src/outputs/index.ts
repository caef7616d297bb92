/**
 * The output schema of every procedure (docs/product-rules.md#shapes-and-redaction shapes), one file per domain beside
 * the input schemas. A separate entry (`@unveil/validators/outputs`): the server
 * validates its answers with them and an API description is generated from them,
 * while the browser, which gets its types from the router, never loads them.
 */
export * from "./common";
export * from "./auth";
export * from "./profile";
export * from "./preferences";
export * from "./quiz";
export * from "./matches";
export * from "./messages";
export * from "./reports";
export * from "./push";
export * from "./moderation";
export * from "./data-control";
export * from "./passkeys";
export * from "./account-security";
export * from "./email-confirmation";
export * from "./safety";
export * from "./verification";
export * from "./date-plans";
