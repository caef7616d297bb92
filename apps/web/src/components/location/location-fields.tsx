"use client";

import { Loader2, LocateFixed } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import { detectLocation, GeolocationFailure, type DetectedLocation } from "~/lib/geolocation";
import { LOCATION_TEXTS as T } from "./texts";

type LocationField = "location" | "latitude" | "longitude";

/**
 * What one of the inputs takes from its form: react-hook-form's `register(...)` (profile
 * setup), or a plain form's name, saved value and handlers (the Settings Profile tab).
 */
export type LocationFieldControl = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "defaultValue" | "onChange" | "onBlur"
> & {
  ref?: Ref<HTMLInputElement>;
};

interface LocationFieldsProps {
  /** Each field's control, from the form that holds them. */
  fields: Record<LocationField, LocationFieldControl>;
  errors: Partial<Record<LocationField, string | undefined>>;
  /** The reverse geocoder Auto-Detect asks (spec §7; GEOCODER_URL). */
  geocoderUrl: string;
  /** A detected place and its coordinates, for the form to take in. */
  onDetected: (detected: DetectedLocation) => void;
  /** A line under the coordinates' hint (Settings says who sees what). */
  footnote?: ReactNode;
}

/**
 * The location of a profile (spec §2 profile setup, docs/product-rules.md#a-profile-that-stays-true): the place's
 * name with `Auto-Detect` (the browser's position, then the reverse geocoder, else the
 * rounded coordinates, spec §4), and the latitude and longitude to type by hand. The
 * fields take typing once the page's script holds them (decision 0050).
 */
export function LocationFields({ fields, errors, geocoderUrl, onDetected, footnote }: LocationFieldsProps) {
  const [detecting, setDetecting] = useState(false);
  const hydrated = useHydrated();

  async function autoDetect() {
    setDetecting(true);
    try {
      const detected = await detectLocation(geocoderUrl);
      onDetected(detected);
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

  return (
    <div className="space-y-1.5">
      <FormField label={T.location} error={errors.location}>
        {(attrs) => (
          <div className="flex gap-2">
            <Input
              {...attrs}
              readOnly={!hydrated}
              autoComplete="address-level2"
              placeholder={T.locationPlaceholder}
              {...fields.location}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => void autoDetect()}
              disabled={detecting || !hydrated}
              className="h-11"
            >
              {detecting ? <Loader2 className="animate-spin" aria-hidden /> : <LocateFixed aria-hidden />}
              {detecting ? T.detecting : T.autoDetect}
            </Button>
          </div>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3 pt-1">
        <FormField label={T.latitude} error={errors.latitude}>
          {(attrs) => <Input {...attrs} readOnly={!hydrated} type="number" step="any" inputMode="decimal" {...fields.latitude} />}
        </FormField>
        <FormField label={T.longitude} error={errors.longitude}>
          {(attrs) => (
            <Input {...attrs} readOnly={!hydrated} type="number" step="any" inputMode="decimal" {...fields.longitude} />
          )}
        </FormField>
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
      {footnote}
    </div>
  );
}
