import type { AppDeps, PageServices } from "@unveil/api";

/**
 * The custom server builds the dependencies once; Next's server code (bundled
 * separately, same process) finds them here instead of opening a second database
 * (docs/decisions/0009-server-runtime-global.md), and calls the API package through
 * `pages` instead of importing it (0020-next-imports-no-api-code.md).
 */
interface ServerRuntime {
  deps: AppDeps;
  pages: PageServices;
}

const RUNTIME_KEY = Symbol.for("unveil.server-runtime");
type RuntimeHolder = { [RUNTIME_KEY]?: ServerRuntime };

export function publishServerRuntime(runtime: ServerRuntime): void {
  (globalThis as RuntimeHolder)[RUNTIME_KEY] = runtime;
}

export function getServerRuntime(): ServerRuntime {
  const runtime = (globalThis as RuntimeHolder)[RUNTIME_KEY];
  if (!runtime) throw new Error("The app must be started through server.ts (pnpm dev / pnpm start).");
  return runtime;
}
