import type { Server } from "node:http";
import type { Logger } from "pino";

export interface GracefulShutdownOptions {
  server: Server;
  logger: Logger;
  /** Ends the open event streams first (clients reconnect to another instance). */
  closeStreams?: () => Promise<void> | void;
  /** Closes what the server holds (the database) once the last request is answered. */
  closeResources: () => Promise<void>;
  /** Requests still running after this are cut, so the whole exit stays within 10 s. */
  graceMs?: number;
}

/**
 * docs/product-rules.md#hardening's shutdown, one place for the app server and its tests: on SIGTERM
 * (or SIGINT) health turns 503 and answers close their connections, the server stops
 * accepting, the requests in flight finish (cut after `graceMs`), then the database
 * is closed and the process exits. Event streams are closed at the start of `drain`.
 */
export function shutDownGracefully(options: GracefulShutdownOptions) {
  let draining = false;
  const graceMs = options.graceMs ?? 8_000;

  async function drain(signal: string): Promise<void> {
    if (draining) return;
    draining = true;
    options.logger.info({ signal }, "shutting down");
    const closed = new Promise<void>((resolve) => options.server.close(() => resolve()));
    await options.closeStreams?.();
    // Keep-alive connections turn idle as their last answers go out; close them as they do.
    const sweep = setInterval(() => options.server.closeIdleConnections(), 100);
    options.server.closeIdleConnections();
    const cut = setTimeout(() => options.server.closeAllConnections(), graceMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);
    await options.closeResources();
    options.logger.info("stopped");
  }

  const onSignal = (signal: NodeJS.Signals) => {
    drain(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        options.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  return { isDraining: () => draining, drain };
}
