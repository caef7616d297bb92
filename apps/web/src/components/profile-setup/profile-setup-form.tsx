"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CreateProfileInput, PROFILE_FORM_DEFAULTS, type CreateProfileData } from "@unveil/validators";
import { Loader2, LocateFixed } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { FieldMessage, Label } from "~/components/ui/label";
import { SelectField } from "~/components/ui/select";
import { toast, toastError } from "~/hooks/use-toast";
import { detectLocation, GeolocationFailure } from "~/lib/geolocation";
import { api } from "~/trpc/react";
import { ProfilePhotoPicker } from "./profile-photo-picker";
import { GENDER_OPTIONS, LOOKING_FOR_OPTIONS, PROFILE_SETUP_TEXTS as T } from "./texts";

type FormInput = CreateProfileInput;

export function ProfileSetupForm({ geocoderUrl }: { geocoderUrl: string }) {
  const router = useRouter();
  const utils = api.useUtils();
  const [detecting, setDetecting] = useState(false);
  const form = useForm<FormInput, unknown, CreateProfileData>({
    resolver: zodResolver(CreateProfileInput),
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

  async function autoDetect() {
    setDetecting(true);
    try {
      const detected = await detectLocation(geocoderUrl);
      setValue("location", detected.location, { shouldValidate: true });
      setValue("latitude", detected.latitude, { shouldValidate: true });
      setValue("longitude", detected.longitude, { shouldValidate: true });
      toast({ title: T.locationDetectedTitle, description: detected.location });
    } catch (error) {
      if (error instanceof GeolocationFailure && error.reason === "denied") {
        toast({ title: T.deniedTitle, description: T.deniedBody, variant: "destructive" });
      } else {
        toast({ title: T.unavailableTitle, description: T.unavailableBody, variant: "destructive" });
      }
    } finally {
      setDetecting(false);
    }
  }

  const fieldError = (name: keyof FormInput) => errors[name]?.message;
  const invalid = (name: keyof FormInput) => (errors[name] ? true : undefined);

  return (
    <form onSubmit={(event) => void handleSubmit((data) => createProfile.mutate(data))(event)} noValidate className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{T.photos}</legend>
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <ProfilePhotoPicker
              photos={field.value}
              onChange={(photos) => field.onChange(photos)}
              describedBy="photos-message"
              invalid={Boolean(errors.photos)}
            />
          )}
        />
        <FieldMessage id="photos-message" error={errors.photos?.message ?? errors.photos?.root?.message}>
          {T.photosHint}
        </FieldMessage>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="gender">{T.gender}</Label>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <SelectField id="gender" value={field.value} onValueChange={field.onChange} options={GENDER_OPTIONS} />
            )}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="age">{T.age}</Label>
          <Input
            id="age"
            type="number"
            inputMode="numeric"
            min={18}
            max={100}
            aria-invalid={invalid("age")}
            aria-describedby="age-message"
            {...register("age")}
          />
          <FieldMessage id="age-message" error={fieldError("age")} />
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="bio">{T.bio}</Label>
        <Textarea
          id="bio"
          maxLength={500}
          placeholder={T.bioPlaceholder}
          aria-invalid={invalid("bio")}
          aria-describedby="bio-message bio-counter"
          {...register("bio")}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldMessage id="bio-message" error={fieldError("bio")} />
          <p id="bio-counter" className="ml-auto shrink-0 text-xs text-gray-600">
            {T.bioCounter(bioLength)}
          </p>
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="location">{T.location}</Label>
        <div className="flex gap-2">
          <Input
            id="location"
            autoComplete="address-level2"
            placeholder={T.locationPlaceholder}
            aria-invalid={invalid("location")}
            aria-describedby="location-message"
            {...register("location")}
          />
          <Button type="button" variant="secondary" onClick={() => void autoDetect()} disabled={detecting} className="h-11">
            {detecting ? <Loader2 className="animate-spin" aria-hidden /> : <LocateFixed aria-hidden />}
            {detecting ? T.detecting : T.autoDetect}
          </Button>
        </div>
        <FieldMessage id="location-message" error={fieldError("location")} />
        <div className="grid grid-cols-2 gap-3 pt-1">
          <div className="space-y-1.5">
            <Label htmlFor="latitude">{T.latitude}</Label>
            <Input
              id="latitude"
              type="number"
              step="any"
              inputMode="decimal"
              aria-invalid={invalid("latitude")}
              aria-describedby="latitude-message"
              {...register("latitude")}
            />
            <FieldMessage id="latitude-message" error={fieldError("latitude")} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="longitude">{T.longitude}</Label>
            <Input
              id="longitude"
              type="number"
              step="any"
              inputMode="decimal"
              aria-invalid={invalid("longitude")}
              aria-describedby="longitude-message"
              {...register("longitude")}
            />
            <FieldMessage id="longitude-message" error={fieldError("longitude")} />
          </div>
        </div>
        <p className="text-xs text-gray-600">
          {T.coordinatesHint}{" "}
          <a
            href="https://www.latlong.net/"
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {T.coordinatesLink}
          </a>
        </p>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="lookingFor">{T.lookingFor}</Label>
        <Controller
          control={control}
          name="lookingFor"
          render={({ field }) => (
            <SelectField id="lookingFor" value={field.value} onValueChange={field.onChange} options={LOOKING_FOR_OPTIONS} />
          )}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={createProfile.isPending}>
        {createProfile.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {createProfile.isPending ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
