"use client";

import type { CreateReportInput, FiledReportType } from "@unveil/validators";
import { REPORT_DESCRIPTION_MAX } from "@unveil/validators/limits";
import { Loader2, UserRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select";
import { toast, toastError } from "~/hooks/use-toast";
import { schemaResolver, usePreloadSchemas } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { REPORT_TEXTS as T, REPORT_TYPE_OPTIONS } from "./texts";

const resolver = schemaResolver<CreateReportInput, z.output<typeof CreateReportInput>>((schemas) => schemas.CreateReportInput);

/**
 * Spec §2/§5 report form. Opened from a chat it carries the match's user id, which is
 * never shown (a mystery match has no name yet): the form says "your match" instead.
 * The id goes along only with a 'Report a User' report, because a report about a user
 * also stores the conversation with them (docs/product-rules.md#matches-reveal-and-messages) and a bug report should not.
 */
export function ReportForm({
  reportedUserId,
  messageId,
}: {
  reportedUserId?: string | undefined;
  /** Opened from a message's `Report`: that message leads the evidence (docs/product-rules.md#are-you-sure). */
  messageId?: string | undefined;
}) {
  const router = useRouter();
  usePreloadSchemas();
  const form = useForm<CreateReportInput, unknown, z.output<typeof CreateReportInput>>({
    resolver,
    defaultValues: { reportType: reportedUserId ? "user" : "bug", description: "" },
    mode: "onTouched",
  });
  const { register, control, handleSubmit, formState } = form;
  const reportType: FiledReportType = useWatch({ control, name: "reportType" }) ?? "bug";
  const descriptionLength = (useWatch({ control, name: "description" }) ?? "").length;
  const aboutMatch = Boolean(reportedUserId) && reportType === "user";

  const create = api.reports.create.useMutation({
    onSuccess: () => {
      toast({ title: T.submittedTitle, description: T.submittedBody });
      router.replace("/");
    },
    onError: (error) => toastError(error),
  });

  return (
    <form
      method="post"
      onSubmit={(event) =>
        void handleSubmit((data) =>
          create.mutate({
            reportType: data.reportType,
            description: data.description,
            ...(aboutMatch ? { reportedUserId, messageId } : {}),
          }),
        )(event)
      }
      noValidate
      className="space-y-5"
    >
      <FormField label={T.reportType}>
        {(attrs) => (
          <Controller
            control={control}
            name="reportType"
            render={({ field }) => (
              <SelectField {...attrs} value={field.value ?? "bug"} onValueChange={field.onChange} options={REPORT_TYPE_OPTIONS} />
            )}
          />
        )}
      </FormField>

      {aboutMatch ? (
        <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3" data-testid="report-about-match">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <UserRound className="size-5" aria-hidden />
          </span>
          <div className="space-y-0.5">
            <p className="text-sm font-semibold text-brand-700">{T.aboutMatch}</p>
            <p className="text-sm text-gray-700">{messageId ? T.aboutMessageHint : T.aboutMatchHint}</p>
          </div>
        </div>
      ) : null}

      <FormField
        label={T.description}
        error={formState.errors.description?.message}
        counter={T.descriptionCounter(descriptionLength)}
      >
        {(attrs) => (
          <Textarea
            {...attrs}
            rows={6}
            maxLength={REPORT_DESCRIPTION_MAX}
            placeholder={T.descriptionPlaceholder[reportType]}
            {...register("description")}
          />
        )}
      </FormField>

      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" size="lg" className="sm:flex-1" onClick={() => router.push("/")} disabled={create.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" size="lg" className="sm:flex-1" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {create.isPending ? T.submitting : T.submit}
        </Button>
      </div>
    </form>
  );
}
