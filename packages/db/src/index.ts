export * from "./client";
export * from "./questions";
export * as schema from "./schema";
