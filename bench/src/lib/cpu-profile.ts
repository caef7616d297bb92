import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Shortens a file URL to the package (or our own folder) it belongs to. */
function where(url: string): string {
  if (!url) return "(native)";
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pnpm) return `${pnpm[1]}/${pnpm[2]}`;
  const ours = /\/(packages|apps|bench)\/(.*)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url.replace(/^file:\/\//, "");
}

/**
 * Self time per function and per package from a `.cpuprofile` (node --cpu-prof),
 * as shares of all samples: the first look at where a request's time goes.
 */
export function summariseProfile(file: string, top = 25): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, count] of hits) {
    const node = byId.get(id);
    if (!node) continue;
    const place = where(node.callFrame.url);
    const name = `${node.callFrame.functionName || "(anonymous)"} ${place}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + count);
    const pkg = place.startsWith("(")
      ? place
      : place
          .split("/")
          .slice(0, place.startsWith("@") ? 2 : 1)
          .join("/");
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  }
  const table = (entries: Map<string, number>, n: number) =>
    [...entries.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  return `${total} samples\n-- self time by package --\n${table(byPackage, 15)}\n-- self time by function --\n${table(byFunction, top)}`;
}

if (process.argv[1]?.endsWith("cpu-profile.ts") && process.argv[2]) {
  console.log(summariseProfile(process.argv[2], Number(process.argv[3] ?? 30)));
}
