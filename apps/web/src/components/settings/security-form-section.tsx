"use client";

import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/hooks/use-toast";
import { cn } from "~/lib/cn";
import { preloadSchemas } from "~/lib/schema-resolver";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.signInSecurity;

/** One field of a security form: its label, hint, and what a password manager reads from the input. */
export interface SecurityField<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  hint?: string;
  input: { type: "email" | "password"; autoComplete: string; inputMode?: "email" };
}

export interface SecurityForm<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  editing: boolean;
  open: () => void;
  /** Empties the form and folds it back behind its button. */
  close: () => void;
  /** The change went through: its toast, then the form closes empty. */
  succeed: (title: string, description: string) => void;
}

/** The state of a section of the `Sign-in & security` card whose form opens behind a button. */
export function useSecurityForm<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaultValues: DefaultValues<Values>,
): SecurityForm<Values, Output> {
  const [editing, setEditing] = useState(false);
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const close = () => {
    form.reset();
    setEditing(false);
  };
  return {
    form,
    editing,
    open: () => setEditing(true),
    close,
    succeed: (title, description) => {
      toast({ title, description });
      close();
    },
  };
}

/** What a section is, apart from its state: written once beside its form. */
export interface SecuritySection<Values extends FieldValues> {
  /** The heading's id is `${id}-heading`. */
  id: string;
  /** The heading, the button that opens the form, and its submit button's label and progress. */
  texts: { heading: string; open: string; submit: string; pending: string };
  fields: readonly SecurityField<Values>[];
}

interface SecurityFormSectionProps<Values extends FieldValues, Output> extends SecuritySection<Values> {
  /** The line under the heading. */
  summary: string;
  summaryClassName?: string;
  state: SecurityForm<Values, Output>;
  /** The change the form sends (a tRPC mutation). */
  mutation: { isPending: boolean; mutate: (values: Output) => void };
}

/**
 * A section of the `Sign-in & security` card (docs/product-rules.md#accounts): a heading and a line,
 * and a button that opens the form; the form's fields show their errors, its submit button its
 * progress, and Cancel folds it back empty. The shared zod schema behind `state` checks it.
 */
export function SecurityFormSection<Values extends FieldValues, Output>({
  id,
  texts,
  fields,
  summary,
  summaryClassName,
  state,
  mutation,
}: SecurityFormSectionProps<Values, Output>) {
  const { register, handleSubmit, formState, getFieldState } = state.form;
  return (
    <section className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {texts.heading}
      </h3>
      <p className={cn(summaryClassName, "text-sm text-gray-700")}>{summary}</p>
      {state.editing ? (
        <form
          method="post"
          noValidate
          className="space-y-3"
          onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
        >
          {fields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              hint={field.hint}
              error={getFieldState(field.name, formState).error?.message}
            >
              {(attrs) => <Input {...attrs} {...field.input} {...register(field.name)} />}
            </FormField>
          ))}
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={mutation.isPending}>
              {mutation.isPending ? texts.pending : texts.submit}
            </Button>
            <Button type="button" variant="ghost" onClick={state.close}>
              {T.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="outline"
          className="w-full"
          onFocus={preloadSchemas}
          onPointerEnter={preloadSchemas}
          onClick={state.open}
        >
          {texts.open}
        </Button>
      )}
    </section>
  );
}
