"use client";

import type { PasswordResetRequestInput } from "@unveil/validators";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { DialogOnDemandProps } from "~/components/ui/dialog-on-demand";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toastError } from "~/hooks/use-toast";
import { schemaResolver } from "~/lib/schema-resolver";
import { useLazyApiClient } from "~/trpc/lazy-client";
import { LANDING_TEXTS as T } from "./texts";

type Values = PasswordResetRequestInput;
const resolver = schemaResolver<Values, z.output<typeof PasswordResetRequestInput>>(
  (schemas) => schemas.PasswordResetRequestInput,
);

/**
 * The `Forgot password?` dialog (docs/product-rules.md#accounts): an email and `Send reset link`, then
 * the same words whatever the address, since the server says nothing more either.
 */
export function ForgotPasswordContent({ open, onOpenChange, onCloseAutoFocus }: DialogOnDemandProps) {
  const getClient = useLazyApiClient();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, { email: string }>({
    resolver,
    defaultValues: { email: "" },
  });

  const send = async ({ email }: { email: string }) => {
    try {
      await (await getClient()).passwordReset.request.mutate({ email });
      setSent(true);
    } catch (error) {
      toastError(error);
    }
  };

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(false);
      reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{T.forgotTitle}</DialogTitle>
          {sent ? null : <DialogDescription>{T.forgotBody}</DialogDescription>}
        </DialogHeader>
        {sent ? (
          <div className="space-y-4 text-center" role="status">
            <MailCheck className="mx-auto size-10 text-brand-700" aria-hidden />
            <p className="font-semibold text-gray-900">{T.resetLinkSentTitle}</p>
            <p className="text-sm text-gray-700">{T.resetLinkSent}</p>
            <Button className="w-full" onClick={() => changeOpen(false)}>
              {T.done}
            </Button>
          </div>
        ) : (
          <form method="post" noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(send)(event)}>
            <FormField label={T.email} error={formState.errors.email?.message}>
              {(attrs) => <Input {...attrs} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
            </FormField>
            <Button type="submit" className="w-full" size="lg" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? T.sendingResetLink : T.sendResetLink}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
