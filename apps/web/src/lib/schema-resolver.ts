import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from "react-hook-form";
import type * as schemas from "@unveil/validators";
import type { z } from "zod";
import { lazyModule, preload, usePreloadWhenIdle } from "./lazy-module";

/**
 * The shared zod schemas of @unveil/validators and their react-hook-form resolver,
 * loaded on demand: zod is the biggest library the forms use (~30 kB gzip), and no
 * form needs it before its first check.
 * Client components import constants from `@unveil/validators/limits` (no zod) and
 * only types from `@unveil/validators`.
 */
const sharedSchemas = lazyModule(async () => {
  // zod compiles object parsers with `new Function` when it may, and probes for it as
  // each object schema is built; the page's CSP forbids eval (decision 0012) and reports
  // the probe as a violation. So zod is told first, before the schemas are built.
  const { config } = await import("zod");
  config({ jitless: true });
  return import("@unveil/validators");
});

const validation = lazyModule(async () => {
  const [shared, { zodResolver }] = await Promise.all([sharedSchemas.load(), import("@hookform/resolvers/zod")]);
  return { shared, zodResolver };
});

/**
 * The shared schemas alone, for a form without react-hook-form (the Settings Profile
 * tab, decision 0033): loading them does not fetch the resolver or react-hook-form.
 */
export function loadSharedSchemas(): Promise<typeof schemas> {
  return sharedSchemas.load();
}

/** Fetch the shared schemas alone once the browser is idle, before a plain form's first check needs them. */
export function usePreloadSharedSchemas(): void {
  usePreloadWhenIdle(sharedSchemas);
}

/** Starts loading the schemas (e.g. when the user starts filling a form in). */
export function preloadSchemas(): void {
  preload(validation);
}

/** For a screen that is a form: fetch the schemas once the browser is idle, before the first check needs them. */
export function usePreloadSchemas(): void {
  usePreloadWhenIdle(validation);
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
    if (!resolve) {
      const { shared, zodResolver } = await validation.load();
      resolve = zodResolver(pick(shared));
    }
    const input = prepare ? prepare(values) : (values as unknown as Input);
    // With `prepare`, errors are keyed by the schema's paths (e.g. `answers`), not the form's fields.
    const result = await resolve(input, context, options as unknown as ResolverOptions<Input>);
    return result as unknown as ResolverResult<Values, Output>;
  };
}
