"use client";

import type { CreateProfileData, CreateProfileInput } from "@unveil/validators";
import { BIO_MAX, PROFILE_AGE_MAX, PROFILE_AGE_MIN, PROFILE_FORM_DEFAULTS } from "@unveil/validators/limits";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { LocationFields } from "~/components/location/location-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select";
import { toast, toastError } from "~/hooks/use-toast";
import { schemaResolver, usePreloadSchemas } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { ProfilePhotoPicker } from "./profile-photo-picker";
import { GENDER_OPTIONS, LOOKING_FOR_OPTIONS, PROFILE_SETUP_TEXTS as T } from "./texts";

type FormInput = CreateProfileInput;

const resolver = schemaResolver<CreateProfileInput, CreateProfileData>((schemas) => schemas.CreateProfileInput);

export function ProfileSetupForm({ geocoderUrl }: { geocoderUrl: string }) {
  const router = useRouter();
  const utils = api.useUtils();
  usePreloadSchemas();
  const form = useForm<FormInput, unknown, CreateProfileData>({
    resolver,
    defaultValues: PROFILE_FORM_DEFAULTS,
    mode: "onTouched",
  });
  const { register, control, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;
  const bioLength = String(useWatch({ control, name: "bio" }) ?? "").length;

  const createProfile = api.profile.create.useMutation({
    onSuccess: async () => {
      toast({ title: T.createdTitle, description: T.createdBody });
      await utils.auth.me.invalidate();
      router.replace("/quiz");
      router.refresh();
    },
    onError: (error) => toastError(error),
  });

  const fieldError = (name: keyof FormInput) => errors[name]?.message;

  return (
    <form
      method="post"
      onSubmit={(event) => void handleSubmit((data) => createProfile.mutate(data))(event)}
      noValidate
      className="space-y-6"
    >
      <FormField
        label={T.photos}
        labelKind="legend"
        hint={T.photosHint}
        error={errors.photos?.message ?? errors.photos?.root?.message}
        className="space-y-2"
      >
        {(attrs) => (
          <Controller
            control={control}
            name="photos"
            render={({ field }) => (
              <ProfilePhotoPicker
                photos={field.value}
                onChange={(photos) => field.onChange(photos)}
                describedBy={attrs["aria-describedby"]}
                invalid={Boolean(attrs["aria-invalid"])}
              />
            )}
          />
        )}
      </FormField>

      <div className="grid grid-cols-2 gap-3">
        <FormField label={T.gender}>
          {(attrs) => (
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <SelectField {...attrs} value={field.value} onValueChange={field.onChange} options={GENDER_OPTIONS} />
              )}
            />
          )}
        </FormField>
        <FormField label={T.age} error={fieldError("age")}>
          {(attrs) => (
            <Input
              {...attrs}
              type="number"
              inputMode="numeric"
              min={PROFILE_AGE_MIN}
              max={PROFILE_AGE_MAX}
              {...register("age")}
            />
          )}
        </FormField>
      </div>

      <FormField label={T.bio} error={fieldError("bio")} counter={T.bioCounter(bioLength)}>
        {(attrs) => <Textarea {...attrs} maxLength={BIO_MAX} placeholder={T.bioPlaceholder} {...register("bio")} />}
      </FormField>

      <LocationFields
        fields={{ location: register("location"), latitude: register("latitude"), longitude: register("longitude") }}
        errors={{ location: fieldError("location"), latitude: fieldError("latitude"), longitude: fieldError("longitude") }}
        geocoderUrl={geocoderUrl}
        onDetected={(detected) => {
          setValue("location", detected.location, { shouldValidate: true });
          setValue("latitude", detected.latitude, { shouldValidate: true });
          setValue("longitude", detected.longitude, { shouldValidate: true });
        }}
      />

      <FormField label={T.lookingFor}>
        {(attrs) => (
          <Controller
            control={control}
            name="lookingFor"
            render={({ field }) => (
              <SelectField {...attrs} value={field.value} onValueChange={field.onChange} options={LOOKING_FOR_OPTIONS} />
            )}
          />
        )}
      </FormField>

      <Button type="submit" size="lg" className="w-full" disabled={createProfile.isPending}>
        {createProfile.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {createProfile.isPending ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
