"use client";

import type { LookingFor, UpdateProfileInput } from "@unveil/validators";
import { BIO_MAX } from "@unveil/validators/limits";
import { Loader2 } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select";
import { toast, toastError } from "~/hooks/use-toast";
import { schemaResolver, usePreloadSchemas } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { LOOKING_FOR_OPTIONS, SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.profile;

const resolver = schemaResolver<UpdateProfileInput, z.output<typeof UpdateProfileInput>>((schemas) => schemas.UpdateProfileInput);

interface ProfileFormValues {
  bio: string;
  lookingFor: LookingFor;
}

/** Settings → Profile tab (spec §2, §5): bio up to 500 characters and who the user is looking for. */
export function SettingsProfileForm({ profile }: { profile: ProfileFormValues }) {
  const utils = api.useUtils();
  usePreloadSchemas();
  const form = useForm<UpdateProfileInput, unknown, z.output<typeof UpdateProfileInput>>({
    resolver,
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
      method="post"
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

      <FormField label={T.bio} error={formState.errors.bio?.message} counter={T.bioCounter(bioLength)}>
        {(attrs) => <Textarea {...attrs} maxLength={BIO_MAX} rows={6} placeholder={T.bioPlaceholder} {...register("bio")} />}
      </FormField>

      <FormField label={T.lookingFor}>
        {(attrs) => (
          <Controller
            control={control}
            name="lookingFor"
            render={({ field }) => (
              <SelectField
                {...attrs}
                value={field.value ?? "both"}
                onValueChange={field.onChange}
                options={LOOKING_FOR_OPTIONS}
              />
            )}
          />
        )}
      </FormField>

      <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
        {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {update.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
