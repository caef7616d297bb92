"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { BIO_MAX, UpdateProfileInput, type LookingFor } from "@unveil/validators";
import { Loader2 } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { FieldMessage, Label } from "~/components/ui/label";
import { SelectField } from "~/components/ui/select";
import { toast, toastError } from "~/hooks/use-toast";
import { api } from "~/trpc/react";
import { LOOKING_FOR_OPTIONS, SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.profile;

interface ProfileFormValues {
  bio: string;
  lookingFor: LookingFor;
}

/** Settings → Profile tab (spec §2, §5): bio up to 500 characters and who the user is looking for. */
export function SettingsProfileForm({ profile }: { profile: ProfileFormValues }) {
  const utils = api.useUtils();
  const form = useForm<UpdateProfileInput, unknown, z.output<typeof UpdateProfileInput>>({
    resolver: zodResolver(UpdateProfileInput),
    defaultValues: { bio: profile.bio, lookingFor: profile.lookingFor },
    mode: "onTouched",
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const bioLength = (useWatch({ control, name: "bio" }) ?? "").length;

  const update = api.profile.update.useMutation({
    onSuccess: async (saved) => {
      utils.profile.get.setData(undefined, saved);
      reset({ bio: saved.bio, lookingFor: saved.lookingFor });
      toast({ title: T.savedTitle, description: T.savedBody });
      // A new lookingFor runs a match search on the server; the user record carries the profile too.
      await Promise.all([utils.auth.me.invalidate(), utils.matches.invalidate()]);
    },
    onError: (error) => toastError(error),
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit((data) => update.mutate({ bio: data.bio, lookingFor: data.lookingFor }))(event)}
      noValidate
      className="space-y-5"
      aria-labelledby="settings-profile-heading"
    >
      <div className="space-y-1">
        <h2 id="settings-profile-heading" className="text-lg font-semibold text-gray-900">
          {T.heading}
        </h2>
        <p className="text-sm text-gray-600">{T.intro}</p>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="settings-bio">{T.bio}</Label>
        <Textarea
          id="settings-bio"
          maxLength={BIO_MAX}
          rows={6}
          placeholder={T.bioPlaceholder}
          aria-invalid={formState.errors.bio ? true : undefined}
          aria-describedby="settings-bio-message settings-bio-counter"
          {...register("bio")}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldMessage id="settings-bio-message" error={formState.errors.bio?.message} />
          <p id="settings-bio-counter" className="ml-auto shrink-0 text-xs text-gray-600">
            {T.bioCounter(bioLength)}
          </p>
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="settings-looking-for">{T.lookingFor}</Label>
        <Controller
          control={control}
          name="lookingFor"
          render={({ field }) => (
            <SelectField
              id="settings-looking-for"
              value={field.value ?? "both"}
              onValueChange={field.onChange}
              options={LOOKING_FOR_OPTIONS}
            />
          )}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
        {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {update.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
