import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { screenMessage } from "../screen";

/** The labelled chat lines (chat-lines.tsv) and how the screener scores on them (B8, docs/product-rules.md#safety-in-the-chat). */
export const KINDS = ["link", "phone", "off-platform", "money", "hurtful"] as const;
type Kind = (typeof KINDS)[number];

export interface LabelledLine {
  labels: Set<Kind>;
  text: string;
}

export function readLabelledLines(): LabelledLine[] {
  const file = fileURLToPath(new URL("./chat-lines.tsv", import.meta.url));
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [labels = "-", ...rest] = line.split("\t");
      return { labels: new Set(labels === "-" ? [] : (labels.split(",") as Kind[])), text: rest.join("\t") };
    });
}

export interface KindScore {
  kind: Kind;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  misses: string[];
}

export function scoreLines(lines: LabelledLine[]): KindScore[] {
  const found = lines.map((line) => {
    const screening = screenMessage(line.text);
    return new Set<Kind>([...screening.safetyTips, ...(screening.mayHurt ? (["hurtful"] as const) : [])]);
  });
  return KINDS.map((kind) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    lines.forEach((line, i) => {
      const expected = line.labels.has(kind);
      const got = found[i]?.has(kind) ?? false;
      if (expected && got) tp++;
      else if (got) {
        fp++;
        misses.push(`false positive: ${line.text}`);
      } else if (expected) {
        fn++;
        misses.push(`missed: ${line.text}`);
      }
    });
    return {
      kind,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: tp + fp === 0 ? 1 : tp / (tp + fp),
      recall: tp + fn === 0 ? 1 : tp / (tp + fn),
      misses,
    };
  });
}
