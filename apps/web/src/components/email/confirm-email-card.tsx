"use client";

import { MailCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { errorMessage, toast } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { CONFIRM_EMAIL_TEXTS as T } from "./texts";

/**
 * docs/product-rules.md#confirming-the-email: on Matches while the address is not
 * confirmed: the address, a code field, `Confirm` and `Send a new code`.
 */
export function ConfirmEmailCard({ email }: { email: string }) {
  const router = useRouter();
  const ids = { heading: useId(), code: useId(), problem: useId(), status: useId() };
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const verify = api.email.verify.useMutation({
    onSuccess: () => {
      setConfirmed(true);
      toast({ title: T.confirmedToast });
      // The server's pages now know the address is confirmed.
      router.refresh();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const resend = api.email.resend.useMutation({
    onSuccess: () => {
      setProblem(null);
      setStatus(T.newCodeSent(email));
    },
    onError: (error) => {
      setStatus(null);
      setProblem(errorMessage(error));
    },
  });

  if (confirmed) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    if (!code.trim()) {
      setProblem(T.enterCode);
      return;
    }
    setProblem(null);
    verify.mutate({ code });
  }

  return (
    <Card role="region" aria-labelledby={ids.heading} tone="brand" className="overflow-hidden">
      <div className="flex items-start gap-3 bg-brand-50 px-5 py-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-600 shadow-sm">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={ids.heading} className="text-base font-semibold text-gray-900">
            {T.heading}
          </h2>
          <p className="text-sm break-words text-gray-700">
            {T.sentTo} <strong className="font-semibold text-gray-900">{email}</strong>. {T.body}
          </p>
        </div>
      </div>
      <form method="post" className="space-y-3 px-5 py-4" onSubmit={submit} noValidate>
        <label htmlFor={ids.code} className="block text-sm font-medium text-gray-900">
          {T.codeLabel}
        </label>
        <div className="flex gap-2">
          <Input
            id={ids.code}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={16}
            placeholder={T.codePlaceholder}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : status ? ids.status : undefined}
            className="min-w-0 flex-1 text-lg font-medium tracking-[0.2em] tabular-nums uppercase placeholder:tracking-[0.2em] placeholder:text-gray-400"
          />
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? T.confirming : T.confirm}
          </Button>
        </div>
        <p id={ids.problem} role="alert" className="text-sm text-red-700 empty:hidden">
          {problem ?? ""}
        </p>
        <p id={ids.status} role="status" className="text-sm text-gray-700 empty:hidden">
          {status ?? ""}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-gray-600">{T.why}</p>
          <Button variant="link" size="flush" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? T.sending : T.sendNewCode}
          </Button>
        </div>
      </form>
    </Card>
  );
}
