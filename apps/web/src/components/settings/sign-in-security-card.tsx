"use client";

import { Card } from "~/components/ui/card";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { PasskeysSection } from "./passkeys-section";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.signInSecurity;

/**
 * The `Sign-in & security` card (docs/product-rules.md#accounts), next to the devices card: the
 * password, the email, and the passkeys. Loaded beside the first tab (settings-screen.tsx).
 */
export function SignInSecurityCard() {
  return (
    <Card className="space-y-5 p-5" role="region" aria-labelledby="sign-in-security-heading">
      <div className="space-y-1">
        <h2 id="sign-in-security-heading" className="text-base font-semibold text-gray-900">
          {T.heading}
        </h2>
        <p className="text-sm text-gray-700">{T.body}</p>
      </div>
      <ChangeEmailForm />
      <hr className="border-gray-100" />
      <ChangePasswordForm />
      <hr className="border-gray-100" />
      <PasskeysSection />
    </Card>
  );
}
