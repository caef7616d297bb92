import { execSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { serverVersion } from "./pg";

export interface MachineInfo {
  date: string;
  nproc: string;
  cpuModel: string;
  memory: string;
  postgres: string;
  node: string;
  pnpm: string;
  loadAverage: string;
}

const run = (command: string) => {
  try {
    return execSync(command, { encoding: "utf8" }).trim();
  } catch {
    return "n/a";
  }
};

export async function machineInfo(): Promise<MachineInfo> {
  return {
    date: new Date().toISOString(),
    nproc: run("nproc"),
    cpuModel: run("lscpu | sed -n 's/^Model name:[[:space:]]*//p'") || (cpus()[0]?.model ?? "n/a"),
    memory: run("free -h | sed -n '1,2p'"),
    postgres: await serverVersion(),
    node: process.version,
    pnpm: run("pnpm --version"),
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(", "),
  };
}
