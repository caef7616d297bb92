import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from "react-hook-form";
import type * as schemas from "@unveil/validators";
import type { z } from "zod";
import { lazyModule, preload } from "./lazy-module";


/**
 * The shared zod schemas of @unveil/validators, loaded on demand: zod is the biggest
 * library the forms use (~30 kB gzip), and no form needs it before its first check.
 * Client components import constants from `@unveil/validators/limits` (no zod) and
 * only types from `@unveil/validators`.
 */
const validators = lazyModule(() => import("@unveil/validators"));

/** Starts loading the schemas (e.g. when the user starts filling a form in). */
export function preloadSchemas(): void {
  preload(validators);
}

/**
 * A react-hook-form resolver that validates with one of the shared schemas (the same
 * one the procedure's `.input()` uses), loading them the first time it runs.
 * `prepare` maps the form's values to the schema's input when they differ.
 */
export function schemaResolver<Values extends FieldValues, Output, Input extends FieldValues = Values>(
  pick: (shared: typeof schemas) => z.ZodType<Output, Input>,
  prepare?: (values: Values) => Input,
): Resolver<Values, unknown, Output> {
  let resolve: Resolver<Input, unknown, Output> | undefined;
  return async (values, context, options) => {
    resolve ??= zodResolver(pick(await validators.load()));
    const input = prepare ? prepare(values) : (values as unknown as Input);
    // With `prepare`, errors are keyed by the schema's paths (e.g. `answers`), not the form's fields.
    const result = await resolve(input, context, options as unknown as ResolverOptions<Input>);
    return result as unknown as ResolverResult<Values, Output>;
  };
}
