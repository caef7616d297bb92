"use client";

import type { LookingFor, UpdateProfileInput } from "@unveil/validators";
import { BIO_MAX } from "@unveil/validators/limits";
import { Loader2 } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { LocationFields } from "~/components/location/location-fields";
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
  location: string;
  latitude: number;
  longitude: number;
}

const formValuesOf = ({ bio, lookingFor, location, latitude, longitude }: ProfileFormValues) => ({
  bio,
  lookingFor,
  location,
  latitude,
  longitude,
});

/**
 * Settings → Profile tab (spec §2, §5; docs/product-rules.md#a-profile-that-stays-true): bio up to 500 characters, who the
 * user is looking for, and where they are, with the same location fields as profile
 * setup. Saved with PATCH /api/profile; a move runs a match search on the server and
 * counts toward the day's location changes (its 429 message arrives as the error toast).
 */
export function SettingsProfileForm({ profile, geocoderUrl }: { profile: ProfileFormValues; geocoderUrl: string }) {
  const utils = api.useUtils();
  usePreloadSchemas();
  const form = useForm<UpdateProfileInput, unknown, z.output<typeof UpdateProfileInput>>({
    resolver,
    defaultValues: formValuesOf(profile),
    mode: "onTouched",
  });
  const { register, control, handleSubmit, formState, reset, setValue } = form;
  const errors = formState.errors;
  const bioLength = (useWatch({ control, name: "bio" }) ?? "").length;

  const update = api.profile.update.useMutation({
    onSuccess: async (saved, sent) => {
      const moved = sent.latitude !== undefined && (saved.latitude !== profile.latitude || saved.longitude !== profile.longitude);
      utils.profile.get.setData(undefined, saved);
      reset(formValuesOf(saved));
      toast({ title: T.savedTitle, description: moved ? T.movedBody(saved.location) : T.savedBody });
      // A move or a new lookingFor runs a match search on the server; the user record carries the profile too.
      await Promise.all([utils.auth.me.invalidate(), utils.matches.invalidate()]);
    },
    onError: (error) => toastError(error),
  });

  const detectedOptions = { shouldValidate: true, shouldDirty: true } as const;

  return (
    <form
      method="post"
      onSubmit={(event) => void handleSubmit((data) => update.mutate(data))(event)}
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

      <FormField label={T.bio} error={errors.bio?.message} counter={T.bioCounter(bioLength)}>
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

      <LocationFields
        fields={{ location: register("location"), latitude: register("latitude"), longitude: register("longitude") }}
        errors={{ location: errors.location?.message, latitude: errors.latitude?.message, longitude: errors.longitude?.message }}
        geocoderUrl={geocoderUrl}
        onDetected={(detected) => {
          setValue("location", detected.location, detectedOptions);
          setValue("latitude", detected.latitude, detectedOptions);
          setValue("longitude", detected.longitude, detectedOptions);
        }}
        footnote={<p className="text-xs text-gray-600">{T.locationNote}</p>}
      />

      <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
        {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {update.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
