import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where contract.ts writes one line per answer it checked ("validated" or "mismatch"). */
    contractTallyFile: string;
  }
}

/**
 * Vitest global setup: a tally file shared by every test file's process, and at the end
 * of the run one line with the number of real answers checked against the API
 * description (docs/product-rules.md#api-description), e.g. `contract: 2873 answers validated, 0 mismatches`.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "unveil-contract-"));
  const file = join(dir, "tally");
  project.provide("contractTallyFile", file);
  return () => {
    let lines: string[] = [];
    try {
      lines = readFileSync(file, "utf8").split("\n");
    } catch {
      // No test checked an answer: no file.
    }
    rmSync(dir, { recursive: true, force: true });
    const validated = lines.filter((line) => line === "validated").length;
    const mismatches = lines.filter((line) => line === "mismatch").length;
    if (validated + mismatches > 0) console.log(`contract: ${validated} answers validated, ${mismatches} mismatches`);
  };
}
