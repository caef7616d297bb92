export * from "./client";
export * from "./db-errors";
export * from "./prepared-statements";
export * from "./questions";
export * as schema from "./schema";
