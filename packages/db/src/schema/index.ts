/** The database schema, one file per part of the product; drizzle-kit reads this folder. */
export * from "./accounts";
export * from "./profiles";
export * from "./chat";
export * from "./moderation";
export * from "./platform";
export * from "./mail";
export * from "./safety";
export * from "./trust";
export * from "./recovery";
export * from "./verification";
export * from "./date-plans";
export * from "./live-events";
