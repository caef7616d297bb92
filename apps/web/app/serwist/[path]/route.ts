import { createSerwistRoute } from "@serwist/turbopack";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The offline page's revision: a new page text gets precached anew. */
const offlineRevision = createHash("sha256")
  .update(readFileSync(path.join(process.cwd(), "src/components/pwa/offline-screen.tsx")))
  .digest("hex")
  .slice(0, 16);

/**
 * The service worker (`/serwist/sw.js`), bundled by Serwist with esbuild when the app
 * is built (a static route: no bundling at run time). Its scope is the whole app.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "src/service-worker/sw.ts",
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: "/offline", revision: offlineRevision }],
});
