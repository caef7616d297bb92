"use client";

import type { ChangePasswordInput } from "@unveil/validators";
import type { z } from "zod";
import { toastError } from "~/hooks/use-toast";
import { schemaResolver } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { SecurityFormSection, useSecurityForm, type SecuritySection } from "./security-form-section";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.signInSecurity;
type Output = z.output<typeof ChangePasswordInput>;
const resolver = schemaResolver<ChangePasswordInput, Output>((schemas) => schemas.ChangePasswordInput);
const SECTION: SecuritySection<ChangePasswordInput> = {
  id: "password",
  texts: { heading: T.passwordHeading, open: T.changePassword, submit: T.savePassword, pending: T.savingPassword },
  fields: [
    { name: "currentPassword", label: T.currentPassword, input: { type: "password", autoComplete: "current-password" } },
    {
      name: "newPassword",
      label: T.newPassword,
      hint: T.newPasswordHint,
      input: { type: "password", autoComplete: "new-password" },
    },
  ],
};

/**
 * docs/product-rules.md#accounts: a new password, proved by the current one. Every other device is
 * signed out; this one stays, and the devices card above shows it.
 */
export function ChangePasswordForm() {
  const utils = api.useUtils();
  const state = useSecurityForm(resolver, { currentPassword: "", newPassword: "" });
  const change = api.account.changePassword.useMutation({
    onSuccess: async () => {
      state.succeed(T.passwordChangedTitle, T.passwordChangedBody);
      await utils.dataControl.sessions.invalidate();
    },
    onError: (error) => toastError(error, T.passwordFailedTitle),
  });
  return <SecurityFormSection {...SECTION} summary={T.passwordBody} state={state} mutation={change} />;
}
