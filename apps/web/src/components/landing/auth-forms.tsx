"use client";

import type { LoginInput, RegisterInput } from "@unveil/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { errorMessage, toast, toastThroughNavigation } from "~/hooks/use-toast";
import { preloadSchemas, submitWithSchema } from "~/lib/schema-resolver";
import { useLazyApiClient, type ApiClient } from "~/trpc/lazy-client";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasskeySignInButton } from "./passkey-sign-in";
import { ResetPasswordFromLink } from "./reset-password-from-link";
import { LANDING_TEXTS as T } from "./texts";

/**
 * Spec §5: an empty email or password is 'Missing fields'; any other input the shared
 * schema refuses fails with its message, as the server would answer it.
 */
function reportInvalid(values: { email?: string; password?: string }, firstMessage: string | undefined, failedTitle: string) {
  if (!values.email?.trim() || !values.password) {
    toast({ title: T.missingFieldsTitle, description: T.missingFieldsBody, variant: "destructive" });
    return;
  }
  toast({ title: failedTitle, description: firstMessage, variant: "destructive" });
}

/** The API client and the schemas arrive on demand; a form being filled in is the moment to fetch them. */
function useAuthCall() {
  const router = useRouter();
  const getClient = useLazyApiClient();
  const [pending, setPending] = useState(false);
  const prepare = () => {
    preloadSchemas();
    getClient().catch(() => undefined);
  };
  async function call(send: (client: ApiClient) => Promise<unknown>, onSuccess: () => void, onFailure: (error: unknown) => void) {
    setPending(true);
    try {
      await send(await getClient());
      onSuccess();
    } catch (error) {
      onFailure(error);
    } finally {
      setPending(false);
    }
  }
  const afterSignIn = (path: string) => {
    router.replace(path);
    router.refresh();
  };
  return { pending, prepare, call, afterSignIn };
}

export function LoginForm() {
  const { pending, prepare, call, afterSignIn } = useAuthCall();
  const login = (data: z.output<typeof LoginInput>) =>
    call(
      (client) => client.auth.login.mutate({ email: data.email, password: data.password }),
      () => {
        toastThroughNavigation({ title: T.welcomeBackTitle, description: T.welcomeBackBody });
        afterSignIn("/");
      },
      (error) =>
        toast({ title: T.loginFailedTitle, description: errorMessage(error, T.loginFailedFallback), variant: "destructive" }),
    );

  return (
    <form
      method="post"
      onSubmit={submitWithSchema(
        (schemas) => schemas.LoginInput,
        login,
        (values, message) => reportInvalid(values, message, T.loginFailedTitle),
      )}
      onFocusCapture={prepare}
      noValidate
      className="space-y-4"
    >
      <FormField label={T.email}>
        {(attrs) => <Input {...attrs} type="email" autoComplete="email" inputMode="email" name="email" />}
      </FormField>
      <FormField label={T.password}>
        {(attrs) => <Input {...attrs} type="password" autoComplete="current-password" name="password" />}
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={pending}>
        {pending ? T.loggingIn : T.logIn}
      </Button>
    </form>
  );
}

export function SignUpForm() {
  const { pending, prepare, call, afterSignIn } = useAuthCall();
  const signUp = ({ email, password, firstName, lastName }: z.output<typeof RegisterInput>) =>
    call(
      // Spec §5: empty names are left out of the payload (the schema turns blank names into undefined).
      (client) =>
        client.auth.register.mutate({ email, password, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }),
      () => {
        toastThroughNavigation({ title: T.accountCreatedTitle, description: T.accountCreatedBody });
        afterSignIn("/profile-setup");
      },
      (error) =>
        toast({ title: T.signupFailedTitle, description: errorMessage(error, T.signupFailedFallback), variant: "destructive" }),
    );

  return (
    <form
      method="post"
      onSubmit={submitWithSchema(
        (schemas) => schemas.RegisterInput,
        signUp,
        (values, message) => reportInvalid(values, message, T.signupFailedTitle),
      )}
      onFocusCapture={prepare}
      noValidate
      className="space-y-4"
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label={T.firstName}>{(attrs) => <Input {...attrs} autoComplete="given-name" name="firstName" />}</FormField>
        <FormField label={T.lastName}>{(attrs) => <Input {...attrs} autoComplete="family-name" name="lastName" />}</FormField>
      </div>
      <FormField label={T.email}>
        {(attrs) => <Input {...attrs} type="email" autoComplete="email" inputMode="email" name="email" />}
      </FormField>
      <FormField label={T.password} description={T.passwordHint} descriptionClassName="text-xs">
        {(attrs) => <Input {...attrs} type="password" autoComplete="new-password" name="password" />}
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={pending}>
        {pending ? T.creatingAccount : T.createAccount}
      </Button>
    </form>
  );
}

export function AuthTabs() {
  const [tab, setTab] = useState("login");
  return (
    <Tabs defaultValue="login" value={tab} onValueChange={setTab}>
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="login">{T.loginTab}</TabsTrigger>
        <TabsTrigger value="signup">{T.signUpTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="space-y-4">
        <LoginForm />
        <ForgotPasswordDialog />
        <p className="flex items-center gap-3 text-xs uppercase tracking-wider text-gray-600" aria-hidden>
          <span className="h-px flex-1 bg-gray-200" />
          {T.orDivider}
          <span className="h-px flex-1 bg-gray-200" />
        </p>
        <PasskeySignInButton />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm />
      </TabsContent>
      <ResetPasswordFromLink onPasswordSaved={() => setTab("login")} />
    </Tabs>
  );
}
