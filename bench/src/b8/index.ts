/**
 * B8: the chat screener's precision and recall on the labelled chat lines
 * (packages/api/src/safety/labelled/chat-lines.tsv; docs/product-rules.md#safety-in-the-chat).
 * `pnpm --filter @unveil/bench screening` prints the table and writes it into bench/RESULTS.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readLabelledLines, scoreLines } from "../../../packages/api/src/safety/labelled/score";

const resultsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "RESULTS.md");
const START = "<!-- B8 start -->";
const END = "<!-- B8 end -->";

const lines = readLabelledLines();
const harmless = lines.filter((line) => line.labels.size === 0).length;
const started = performance.now();
const scores = scoreLines(lines);
const msPerLine = (performance.now() - started) / lines.length;
const table = [
  "| kind | labelled | precision | recall | false positives | missed |",
  "|---|---|---|---|---|---|",
  ...scores.map(
    (s) =>
      `| ${s.kind} | ${s.truePositives + s.falseNegatives} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.falsePositives} | ${s.falseNegatives} |`,
  ),
].join("\n");
const misses = scores.flatMap((s) => s.misses.map((miss) => `- ${s.kind}: ${miss}`));
const section = [
  START,
  "## B8: chat screening (labelled set)",
  "",
  `${lines.length} labelled chat lines, ${harmless} harmless on purpose (times, prices, years, ages, venue addresses, sports scores, "call of duty", "Scunthorpe", "I'd kill for a pizza", "my insta-pot"). Targets: precision ≥ 0.95 and recall ≥ 0.9 for every kind. ${msPerLine.toFixed(2)} ms per line. The set was written alongside the screener (in-sample), so real chats will score lower; add every false positive reported by daters to it.`,
  "",
  table,
  "",
  misses.length ? ["Errors:", ...misses].join("\n") : "No errors.",
  END,
].join("\n");
console.log(section);
const current = readFileSync(resultsFile, "utf8");
const next = current.includes(START)
  ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
  : `${current.trimEnd()}\n\n${section}\n`;
writeFileSync(resultsFile, next);
