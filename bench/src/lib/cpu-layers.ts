import { readFileSync } from "node:fs";

/**
 * Inclusive CPU time per layer of the server, from a `.cpuprofile` (node --cpu-prof):
 * the share of samples whose stack holds a frame of the layer (its own code and
 * everything it called). An async function's continuation runs from the microtask
 * queue, so its frame is on the stack again when it resumes: a layer's share counts
 * its synchronous work and its resumptions, not the time it waited.
 *
 * `pnpm --filter @unveil/bench exec tsx src/lib/cpu-layers.ts <file> [requests]`: with
 * the number of requests the profile served, the CPU ms per request of each layer.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** A `.cpuprofile` as node --cpu-prof writes it (the fields read here and in cpu-window.ts). */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** A layer: a frame belongs to it when `${functionName} ${url}` matches. */
export const SERVER_LAYERS: [string, RegExp][] = [
  ["front door (checks, request id, log line)", / [^ ]*packages\/api\/src\/http\/front-door\.ts$/],
  ["logging (pino)", /\/pino\/|\/sonic-boom\/|\/pino-std-serializers\/|http\/request-log\.ts$/],
  [
    "API lane (handler.ts, routing, body, JSON answer)",
    /http\/(handler|endpoint-table|respond|body|csrf|client-ip)\.ts$|http\/endpoints\//,
  ],
  ["security headers", /http\/security-headers\.ts$/],
  ["session (cookie, lucia, touch)", /auth\/session\.ts$|auth\/lucia\.ts$|\/lucia\/|\/oslo\//],
  ["tRPC (caller, middleware)", /@trpc\/server/],
  ["procedures and services", /packages\/api\/src\/(routers|services|procedures|trpc)/],
  ["event hub and bus", /packages\/api\/src\/events\//],
  ["zod", /\/zod\//],
  ["drizzle", /drizzle-orm/],
  ["postgres.js", /node_modules\/postgres\/|\.pnpm\/postgres@/],
  ["Node http", /node:_http_|node:net|node:internal\/(http|streams|stream_base)/],
  ["Next (patched globals, its server)", /\/next\//],
  [
    "start-up (module loading, tsx)",
    /node:internal\/modules\/|\/tsx\/|next\/dist\/server\/require-hook|^compileSourceTextModule|^wrapSafe/,
  ],
  ["garbage collector", /^\(garbage collector\)/],
  ["idle", /^\((idle|program)\) /],
];

export function layerShares(file: string, layers: [string, RegExp][] = SERVER_LAYERS) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // Layers on each node's stack, computed once per node.
  const stackLayers = new Map<number, Set<number>>();
  const layersOf = (id: number): Set<number> => {
    const known = stackLayers.get(id);
    if (known) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const set = new Set(up === undefined ? [] : layersOf(up));
    if (node) {
      const frame = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url}`;
      layers.forEach(([, pattern], index) => {
        if (pattern.test(frame)) set.add(index);
      });
    }
    stackLayers.set(id, set);
    return set;
  };
  // The innermost layer on each node's stack: each sample counted once, in the layer closest to where it ran.
  const innermost = new Map<number, number>();
  const innermostOf = (id: number): number => {
    const known = innermost.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const frame = node ? `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url}` : "";
    let found = layers.findIndex(([, pattern]) => pattern.test(frame));
    if (found === -1) {
      const up = parent.get(id);
      found = up === undefined ? layers.length : innermostOf(up);
    }
    innermost.set(id, found);
    return found;
  };
  const counts = layers.map(() => 0);
  const own = [...layers, ["other"]].map(() => 0);
  for (const sample of profile.samples) {
    for (const index of layersOf(sample)) counts[index] = (counts[index] ?? 0) + 1;
    const index = innermostOf(sample);
    own[index] = (own[index] ?? 0) + 1;
  }
  const total = profile.samples.length;
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  return {
    total,
    seconds,
    shares: [...layers.map(([name]) => name), "other"].map((name, index) => ({
      name,
      share: (counts[index] ?? own[index] ?? 0) / total,
      own: (own[index] ?? 0) / total,
    })),
  };
}

if (process.argv[1]?.endsWith("cpu-layers.ts") && process.argv[2]) {
  const { total, seconds, shares } = layerShares(process.argv[2]);
  const requests = Number(process.argv[3] ?? Number.NaN);
  const busy = shares.find((entry) => entry.name === "idle");
  const busyMs = seconds * 1000 * (1 - (busy?.share ?? 0));
  console.log(`${total} samples over ${seconds.toFixed(1)} s; busy ${(busyMs / 1000).toFixed(1)} s`);
  console.log("inclusive  innermost  layer (innermost: each sample once, in the closest layer on its stack)");
  for (const { name, share, own } of shares) {
    const perRequest = Number.isFinite(requests) ? `  ${((own * seconds * 1000) / requests).toFixed(3)} ms/req` : "";
    console.log(`${(100 * share).toFixed(1).padStart(7)} %  ${(100 * own).toFixed(1).padStart(7)} %  ${name}${perRequest}`);
  }
}
