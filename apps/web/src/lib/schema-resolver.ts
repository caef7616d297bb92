import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from "react-hook-form";
import type * as schemas from "@unveil/validators";
import type { FormEvent } from "react";
import type { z } from "zod";
import { toast } from "~/hooks/use-toast";
import { LOAD_FAILED_MESSAGE, lazyModule, preload, usePreloadWhenIdle } from "./lazy-module";

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
 * tab, decision 0034): loading them does not fetch the resolver or react-hook-form.
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

/**
 * A plain form's submit handler that checks its text fields with one of the shared
 * schemas, without react-hook-form: for the landing page's two small forms, whose first
 * load does not carry that library (issue 30). An invalid form focuses its first field
 * in error, as react-hook-form did, and reports the schema's first message.
 */
export function submitWithSchema<Output>(
  pick: (shared: typeof schemas) => z.ZodType<Output>,
  onValid: (data: Output) => unknown,
  onInvalid: (values: Partial<Record<string, string>>, firstMessage: string | undefined) => void,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values: Partial<Record<string, string>> = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
    );
    validation.load().then(
      ({ shared }) => {
        const result = pick(shared).safeParse(values);
        if (result.success) return void onValid(result.data);
        const first = result.error.issues[0];
        const field = typeof first?.path[0] === "string" ? form.elements.namedItem(first.path[0]) : null;
        if (field instanceof HTMLElement) field.focus();
        onInvalid(values, first?.message);
      },
      () => toast({ title: "Error", description: LOAD_FAILED_MESSAGE, variant: "destructive" }),
    );
  };
}
