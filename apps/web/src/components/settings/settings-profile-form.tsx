"use client";

import { BIO_MAX } from "@unveil/validators/limits";
import { Loader2 } from "lucide-react";
import { LocationFields } from "~/components/location/location-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { TextareaAfterHydration } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast, toastError } from "~/hooks/use-toast";
import { usePreloadSharedSchemas } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { LOOKING_FOR_OPTIONS, PROFILE_TAB_TEXTS as T } from "./profile-tab-texts";
import { useProfileForm, type SavedProfile } from "./use-profile-form";

const formValuesOf = ({ bio, lookingFor, location, latitude, longitude }: SavedProfile): SavedProfile => ({
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
 * Rendered with the page (the server's HTML is the filled form), without react-hook-form,
 * whose chunk was the longest task of the page's start-up (decision 0034).
 */
export function SettingsProfileForm({ profile, geocoderUrl }: { profile: SavedProfile; geocoderUrl: string }) {
  const utils = api.useUtils();
  usePreloadSharedSchemas();
  const { formRef, lookingFor, setLookingFor, bioLength, errors, control, fill, reset, onSubmit } = useProfileForm(profile);

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

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit((data) => update.mutate(data))}
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

      <FormField label={T.bio} error={errors.bio} counter={T.bioCounter(bioLength)}>
        {(attrs) => (
          <TextareaAfterHydration {...attrs} maxLength={BIO_MAX} rows={6} placeholder={T.bioPlaceholder} {...control("bio")} />
        )}
      </FormField>

      <FormField label={T.lookingFor}>
        {(attrs) => <SelectField {...attrs} value={lookingFor} onValueChange={setLookingFor} options={LOOKING_FOR_OPTIONS} />}
      </FormField>

      <LocationFields
        fields={{ location: control("location"), latitude: control("latitude"), longitude: control("longitude") }}
        errors={{ location: errors.location, latitude: errors.latitude, longitude: errors.longitude }}
        geocoderUrl={geocoderUrl}
        onDetected={({ location, latitude, longitude }) => fill({ location, latitude, longitude })}
        footnote={<p className="text-xs text-gray-600">{T.locationNote}</p>}
      />

      <SaveProfileButton saving={update.isPending} />
    </form>
  );
}

/**
 * Disabled in the server's HTML: pressed before hydration, it would post the form to the
 * page. Its own component, so that turning it on after hydration renders the button again
 * and not the whole form (decision 0038).
 */
function SaveProfileButton({ saving }: { saving: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={saving || !hydrated}>
      {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {saving ? T.saving : T.save}
    </Button>
  );
}
