// @ts-check
// JavaScript, not TypeScript: `next start` compiles a next.config.ts with SWC on every
// start, which loads Next's native compiler into the production server for good
// (~30 MB of RSS in embedded mode, bench/notes.md). Type-checked all the same (tsconfig).
import { withSerwist } from "@serwist/turbopack";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // Workspace packages ship TypeScript source.
  transpilePackages: ["@unveil/api", "@unveil/db", "@unveil/validators"],
  // Native and WASM database/image drivers stay plain Node requires on the server.
  // TensorFlow.js and nsfwjs (the image classifier, server-only) load their model and
  // .wasm files from node_modules at run time, so they must not be bundled either.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "postgres",
    "@node-rs/argon2",
    "sharp",
    "@tensorflow/tfjs",
    "@tensorflow/tfjs-backend-wasm",
    "nsfwjs",
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

// Serwist bundles the service worker with esbuild at build time (app/serwist/[path]/route.ts).
export default withSerwist(nextConfig);
