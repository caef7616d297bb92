import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { createServer, connect } from "node:net";
import path from "node:path";

/** The repository's root folder. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

/** One started program: its output goes to `<dir>/<name>.log`. */
export interface Service {
  name: string;
  port: number;
  child: ChildProcess;
  logFile: string;
  /** Settles with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
}

export interface SpawnOptions {
  dir: string;
  port: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `command` in a process group of its own (detached): a Ctrl-C in the terminal
 * reaches only the orchestrator, which stops the services in order (`stopService`).
 */
export function startService(name: string, command: string, args: string[], options: SpawnOptions): Service {
  const logFile = path.join(options.dir, `${name}.log`);
  const log = openSync(logFile, "a");
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "?")));
  return { name, port: options.port, child, logFile, exited };
}

/** Signals a service and waits for it to exit; SIGKILL after `graceMs`. */
export async function stopService(service: Service, signal: NodeJS.Signals = "SIGTERM", graceMs = 10_000): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill(signal);
  const timer = setTimeout(() => service.child.kill("SIGKILL"), graceMs);
  await service.exited;
  clearTimeout(timer);
}

/** A TCP port nobody listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails naming `what` (and the service's log) after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
  service?: Service,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && (service.child.exitCode !== null || service.child.signalCode !== null)) break;
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up${service ? `: see ${service.logFile}` : ""}`);
}
