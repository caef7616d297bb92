"use client";

import type { PasswordResetConfirmInput } from "@unveil/validators";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast, toastError } from "~/hooks/use-toast";
import { schemaResolver } from "~/lib/schema-resolver";
import { useLazyApiClient } from "~/trpc/lazy-client";
import { LANDING_TEXTS as T } from "./texts";

type Values = PasswordResetConfirmInput;
const resolver = schemaResolver<Values, z.output<typeof PasswordResetConfirmInput>>(
  (schemas) => schemas.PasswordResetConfirmInput,
);

/**
 * `Choose a new password` (docs/product-rules.md#accounts), opened by the link in the reset mail:
 * a new password and `Save new password`; then the toast `Password updated` and the
 * Login tab. The server signs nobody in: the dater logs in with the new password.
 */
export function ResetPasswordContent({ token, onClose, onSaved }: { token: string; onClose: () => void; onSaved: () => void }) {
  const getClient = useLazyApiClient();
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof PasswordResetConfirmInput>>({
    resolver,
    defaultValues: { token, password: "" },
  });

  const save = async (input: z.output<typeof PasswordResetConfirmInput>) => {
    try {
      await (await getClient()).passwordReset.confirm.mutate(input);
      toast({ title: T.passwordUpdatedTitle, description: T.passwordUpdatedBody });
      onSaved();
    } catch (error) {
      toastError(error, T.resetFailedTitle);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.chooseTitle}</DialogTitle>
          <DialogDescription>{T.chooseBody}</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(save)(event)}>
          <FormField
            label={T.newPassword}
            hint={T.passwordHint}
            error={formState.errors.password?.message ?? formState.errors.token?.message}
          >
            {(attrs) => <Input {...attrs} type="password" autoComplete="new-password" {...register("password")} />}
          </FormField>
          <Button type="submit" className="w-full" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? T.savingNewPassword : T.saveNewPassword}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
