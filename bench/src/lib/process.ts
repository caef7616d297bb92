import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { log, sleep } from "./stats";

export interface Started {
  child: ChildProcess;
  url: string;
  /** Last lines of its output, for error reports. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a server process and waits until `readyPath` answers (any status), at most
 * `timeoutMs`. It inherits the bench's priority (nice 10, set in run.ts), the same as
 * the load generator's, so neither is favoured over the other.
 */
export async function startServer(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  timeoutMs?: number;
}): Promise<Started> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2_000) });
      log(`${options.name} ready at ${url} (pid ${child.pid})`);
      return {
        child,
        url,
        output: () => lines.join("\n"),
        stop: () => stopChild(child),
      };
    } catch {
      await sleep(300);
    }
  }
  await stopChild(child);
  throw new Error(`${options.name} did not start:\n${lines.join("\n")}`);
}

/** SIGTERM to our own child (by its pid), SIGKILL after 10 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a process in MB (Linux /proc), or NaN. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc), or NaN. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat (utime, stime), counted from after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
