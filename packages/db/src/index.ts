export * from "./client";
export * from "./migrate";
export * from "./questions";
export * as schema from "./schema";
