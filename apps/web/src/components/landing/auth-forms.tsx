"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { LANDING_TEXTS as T } from "./texts";

function missingFields(email: string, password: string): boolean {
  if (email.trim() && password) return false;
  toast({ title: T.missingFieldsTitle, description: T.missingFieldsBody, variant: "destructive" });
  return true;
}

function useAfterSignIn() {
  const router = useRouter();
  const utils = api.useUtils();
  return async (path: string) => {
    await utils.auth.me.invalidate();
    router.replace(path);
    router.refresh();
  };
}

export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const afterSignIn = useAfterSignIn();
  const login = api.auth.login.useMutation({
    onSuccess: async () => {
      toast({ title: T.welcomeBackTitle, description: T.welcomeBackBody });
      await afterSignIn("/");
    },
    onError: (error) => {
      toast({ title: T.loginFailedTitle, description: error.message || T.loginFailedFallback, variant: "destructive" });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (missingFields(email, password)) return;
    login.mutate({ email, password });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="login-email">{T.email}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="login-password">{T.password}</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
        {login.isPending ? T.loggingIn : T.logIn}
      </Button>
    </form>
  );
}

export function SignUpForm() {
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const afterSignIn = useAfterSignIn();
  const register = api.auth.register.useMutation({
    onSuccess: async () => {
      toast({ title: T.accountCreatedTitle, description: T.accountCreatedBody });
      await afterSignIn("/profile-setup");
    },
    onError: (error) => {
      toast({ title: T.signupFailedTitle, description: error.message || T.signupFailedFallback, variant: "destructive" });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (missingFields(email, password)) return;
    // Spec §5: empty names are left out of the payload.
    register.mutate({
      email,
      password,
      ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
      ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="signup-first-name">{T.firstName}</Label>
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="signup-last-name">{T.lastName}</Label>
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="signup-email">{T.email}</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="signup-password">{T.password}</Label>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-describedby="signup-password-hint"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="signup-password-hint" className="text-xs text-gray-600">
          At least 8 characters.
        </p>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={register.isPending}>
        {register.isPending ? T.creatingAccount : T.createAccount}
      </Button>
    </form>
  );
}

export function AuthTabs() {
  return (
    <Tabs defaultValue="login">
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="login">{T.loginTab}</TabsTrigger>
        <TabsTrigger value="signup">{T.signUpTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  );
}
