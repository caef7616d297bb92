/**
 * Imported first by server.ts. tsx turns on Node's source-map support, and Node then
 * reads and keeps the source map of every module it loads, Next's server chunks
 * included: ~65 MB of heap in production (bench/notes.md, "Embedded mode memory").
 * Production stack traces point at the built files instead; an operator who wants
 * TypeScript lines sets NODE_OPTIONS=--enable-source-maps, which this leaves alone.
 */
// Node's own variables, read before any module (the validated env module included) loads.
// eslint-disable-next-line no-restricted-properties
const { NODE_ENV, NODE_OPTIONS = "" } = process.env;
const keepSourceMaps = NODE_ENV !== "production" || NODE_OPTIONS.includes("--enable-source-maps");

if (!keepSourceMaps) process.setSourceMapsEnabled(false);
