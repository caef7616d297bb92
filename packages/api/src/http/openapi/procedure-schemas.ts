import { z } from "zod";
import { appRouter } from "../../root";
import type { ProcedurePath } from "../endpoints/endpoint";

export interface ProcedureSchemas {
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
}

/**
 * A procedure's `.input()` and `.output()` schemas. tRPC keeps them on the procedure's
 * `_def`, which its public types do not expose: this is the one place that reads them.
 */
export function procedureSchemas(path: ProcedurePath): ProcedureSchemas {
  const procedure = (
    appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[]; output?: unknown } } | undefined>
  )[path];
  if (!procedure) throw new Error(`"${path}" is not a procedure`);
  const [input] = procedure._def.inputs;
  const output = procedure._def.output;
  return {
    input: input instanceof z.ZodType ? input : undefined,
    output: output instanceof z.ZodType ? output : undefined,
  };
}
