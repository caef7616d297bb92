"use client";

import type { ChangeEmailInput } from "@unveil/validators";
import type { z } from "zod";
import { toastError } from "~/hooks/use-toast";
import { schemaResolver } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { SecurityFormSection, useSecurityForm, type SecuritySection } from "./security-form-section";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.signInSecurity;
type Output = z.output<typeof ChangeEmailInput>;
const resolver = schemaResolver<ChangeEmailInput, Output>((schemas) => schemas.ChangeEmailInput);
const SECTION: SecuritySection<ChangeEmailInput> = {
  id: "email",
  texts: { heading: T.emailHeading, open: T.changeEmail, submit: T.sendConfirmation, pending: T.sendingConfirmation },
  fields: [
    { name: "newEmail", label: T.newEmail, input: { type: "email", autoComplete: "email", inputMode: "email" } },
    { name: "password", label: T.currentPassword, input: { type: "password", autoComplete: "current-password" } },
  ],
};

/**
 * docs/product-rules.md#accounts: moving the account to another address. Nothing changes until the
 * new address is confirmed (its link or code); the current address is told.
 */
export function ChangeEmailForm() {
  const me = api.auth.me.useQuery();
  const state = useSecurityForm(resolver, { newEmail: "", password: "" });
  const change = api.account.changeEmail.useMutation({
    onSuccess: (_answer, input) => state.succeed(T.emailPendingTitle, T.emailPendingBody(input.newEmail)),
    onError: (error) => toastError(error, T.emailFailedTitle),
  });
  const address = me.data?.email ?? "\u00a0";
  return <SecurityFormSection {...SECTION} summary={address} summaryClassName="break-all" state={state} mutation={change} />;
}
