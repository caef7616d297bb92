"use client";

import type { Preferences, UpdatePreferencesData, UpdatePreferencesInput } from "@unveil/validators";
import {
  DISTANCE_KM_MAX,
  DISTANCE_KM_MIN,
  DISTANCE_KM_STEP,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
} from "@unveil/validators/limits";
import { Info, Loader2 } from "lucide-react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField, type FieldControlProps } from "~/components/ui/form-field";
import { SettingSwitch } from "~/components/ui/setting-switch";
import { Slider } from "~/components/ui/slider";
import { toast, toastError } from "~/hooks/use-toast";
import { schemaResolver, usePreloadSchemas } from "~/lib/schema-resolver";
import { api } from "~/trpc/react";
import { SETTINGS_TEXTS } from "./texts";

const T = SETTINGS_TEXTS.preferences;

const resolver = schemaResolver<UpdatePreferencesInput, UpdatePreferencesData>((schemas) => schemas.UpdatePreferencesInput);

function onDistanceGrid(km: number): number {
  if (km <= DISTANCE_KM_MIN) return DISTANCE_KM_MIN;
  const rounded = Math.round(km / DISTANCE_KM_STEP) * DISTANCE_KM_STEP;
  return Math.min(DISTANCE_KM_MAX, Math.max(DISTANCE_KM_STEP, rounded));
}

/**
 * The distance slider runs from 1 to 500 km in steps of 5 (spec §9). A slider that
 * starts at 1 steps along 1, 6, 11, …, so the default of 100 would sit off its grid and
 * move to 101 or 96. We keep it on 1, 5, 10, … 500 instead: the slider's value is
 * rounded to whole fives, and when that rounds back to where it was (the slider
 * only stepped to its own grid), it takes the full step in the direction moved.
 */
export function nextDistanceKm(previous: number, requested: number): number {
  const snapped = onDistanceGrid(requested);
  if (snapped !== previous || requested === previous) return snapped;
  return onDistanceGrid(requested > previous ? previous + DISTANCE_KM_STEP : previous - DISTANCE_KM_STEP);
}

/** One end of the age range: a slider over the ages a preference allows, in whole years. */
function AgeSlider({
  attrs,
  control,
  name,
  recheck,
}: {
  attrs: FieldControlProps;
  control: Control<UpdatePreferencesInput, unknown, UpdatePreferencesData>;
  name: "ageMin" | "ageMax";
  /** The field whose rule moving this one re-checks. */
  recheck?: "ageMin";
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={recheck ? { deps: [recheck] } : undefined}
      render={({ field }) => (
        <Slider
          {...attrs}
          min={PREFERENCE_AGE_MIN}
          max={PREFERENCE_AGE_MAX}
          step={1}
          value={[Number(field.value)]}
          onValueChange={([value]) => field.onChange(value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Settings → Preference tab (spec §2, §5): age range and maximum distance, then a new match search. */
export function SettingsPreferencesForm({ preferences }: { preferences: Preferences }) {
  const utils = api.useUtils();
  usePreloadSchemas();
  const form = useForm<UpdatePreferencesInput, unknown, UpdatePreferencesData>({
    resolver,
    defaultValues: preferences,
    mode: "onChange",
  });
  const { control, handleSubmit, formState } = form;
  const ageMin = Number(useWatch({ control, name: "ageMin" }));
  const ageMax = Number(useWatch({ control, name: "ageMax" }));
  const distanceKm = Number(useWatch({ control, name: "distanceKm" }));

  const update = api.preferences.update.useMutation({
    onSuccess: async (saved) => {
      utils.preferences.get.setData(undefined, saved);
      toast({ title: T.savedTitle, description: T.savedBody });
      // Spec §4: saving searches for new matches; the list must be fetched again.
      await utils.matches.invalidate();
    },
    onError: (error) => toastError(error),
  });

  return (
    <div className="space-y-5">
      <form
        method="post"
        onSubmit={(event) => void handleSubmit((data) => update.mutate(data))(event)}
        noValidate
        className="space-y-6"
        aria-labelledby="settings-preferences-heading"
      >
        <div className="space-y-1">
          <h2 id="settings-preferences-heading" className="text-lg font-semibold text-gray-900">
            {T.heading}
          </h2>
          <p className="text-sm text-gray-600">{T.intro}</p>
        </div>

        <fieldset className="space-y-5">
          <legend className="sr-only">Age range</legend>
          <FormField
            label={T.ageMin}
            labelKind="labelledby"
            labelAside={String(ageMin)}
            error={formState.errors.ageMin?.message}
            className="space-y-3"
          >
            {(attrs) => <AgeSlider attrs={attrs} control={control} name="ageMin" />}
          </FormField>
          {/* The order rule is reported on ageMin (spec §5), so moving ageMax re-checks it. */}
          <FormField label={T.ageMax} labelKind="labelledby" labelAside={String(ageMax)} className="space-y-3">
            {(attrs) => <AgeSlider attrs={attrs} control={control} name="ageMax" recheck="ageMin" />}
          </FormField>
          <p className="rounded-xl bg-brand-50 px-4 py-2.5 text-sm font-medium text-brand-700">{T.ageRange(ageMin, ageMax)}</p>
        </fieldset>

        <FormField
          label={T.distance}
          labelKind="labelledby"
          labelAside={T.distanceValue(distanceKm)}
          description={T.distanceHint}
          error={formState.errors.distanceKm?.message}
          className="space-y-3"
        >
          {(attrs) => (
            <Controller
              control={control}
              name="distanceKm"
              render={({ field }) => (
                <Slider
                  {...attrs}
                  min={DISTANCE_KM_MIN}
                  max={DISTANCE_KM_MAX}
                  step={DISTANCE_KM_STEP}
                  value={[Number(field.value)]}
                  onValueChange={([value]) => field.onChange(nextDistanceKm(Number(field.value), value ?? DISTANCE_KM_MIN))}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>

        {/* docs/product-rules.md#verification-and-date-plans: verified people only, both ways. */}
        <Controller
          control={control}
          name="verifiedOnly"
          render={({ field }) => (
            <SettingSwitch
              label={T.verifiedOnly}
              hint={T.verifiedOnlyHint}
              checked={field.value === true}
              onChange={(checked) => field.onChange(checked)}
            />
          )}
        />

        <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {update.isPending ? T.saving : T.save}
        </Button>
      </form>

      <Card tone="brandTint" className="space-y-3 p-5">
        <h3 className="flex items-center gap-2 font-semibold text-gray-900">
          <Info className="size-5 text-brand-700" aria-hidden />
          {T.howTitle}
        </h3>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-gray-700 marker:text-brand-600">
          {T.howPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
