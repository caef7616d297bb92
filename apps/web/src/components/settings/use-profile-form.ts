import type { LookingFor, UpdateProfileInput } from "@unveil/validators";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { loadSharedSchemas } from "~/lib/schema-resolver";
import { LOOKING_FOR_OPTIONS } from "./profile-tab-texts";

export type ProfileOutput = z.output<typeof UpdateProfileInput>;
export type ProfileTextField = "bio" | "location" | "latitude" | "longitude";
export type ProfileErrors = Partial<Record<ProfileTextField, string>>;

export interface SavedProfile {
  bio: string;
  lookingFor: LookingFor;
  location: string;
  latitude: number;
  longitude: number;
}

/** In the form's order: a submit with errors focuses the first of them. */
const TEXT_FIELDS: readonly ProfileTextField[] = ["bio", "location", "latitude", "longitude"];

/** zod's first message per field, as react-hook-form's resolver shows it. */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ProfileErrors {
  const found: ProfileErrors = {};
  for (const issue of issues) {
    const field = TEXT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/**
 * The Settings Profile tab's form without react-hook-form (decision 0034). The text
 * fields keep their values in the DOM, uncontrolled as `register` kept them, so the
 * server's HTML is the filled form; they take typing once hydrated (decision 0050). The
 * checks follow the `onTouched` mode the form had: a field is checked when it is left,
 * then at every change; after a submit, every change is checked. They use the shared
 * `UpdateProfileInput` schema, loaded on the first check (or when the page is idle).
 */
export function useProfileForm(saved: SavedProfile) {
  const formRef = useRef<HTMLFormElement>(null);
  const [lookingFor, setLookingForState] = useState<LookingFor>(saved.lookingFor);
  const [bioLength, setBioLength] = useState(saved.bio.length);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const touched = useRef(new Set<ProfileTextField>());
  const submitted = useRef(false);

  const element = (name: ProfileTextField) => {
    const found = formRef.current?.elements.namedItem(name);
    return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
  };
  const text = (name: ProfileTextField) => element(name)?.value ?? "";

  /** Checks the whole form and shows (or clears) the messages of `names`. */
  async function check(names: readonly ProfileTextField[]) {
    const values = {
      bio: text("bio"),
      lookingFor,
      location: text("location"),
      latitude: text("latitude"),
      longitude: text("longitude"),
    };
    const shared = await loadSharedSchemas();
    const result = shared.UpdateProfileInput.safeParse(values);
    const found = result.success ? {} : firstMessages(result.error.issues);
    setErrors((shown) => {
      const next = { ...shown };
      for (const name of names) {
        if (found[name]) next[name] = found[name];
        else delete next[name];
      }
      return next;
    });
    return { result, found };
  }

  const control = (name: ProfileTextField) => ({
    name,
    defaultValue: saved[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (name === "bio") setBioLength(event.target.value.length);
      if (submitted.current || touched.current.has(name)) void check([name]);
    },
    onBlur: () => {
      touched.current.add(name);
      if (!submitted.current) void check([name]);
    },
  });

  /** Puts values in the fields (Auto-Detect's place and coordinates) and checks them. */
  function fill(values: Partial<Record<ProfileTextField, string | number>>) {
    const names = TEXT_FIELDS.filter((name) => values[name] !== undefined);
    for (const name of names) {
      const field = element(name);
      if (field) field.value = String(values[name]);
    }
    void check(names);
  }

  function setLookingFor(value: string) {
    const option = LOOKING_FOR_OPTIONS.find((candidate) => candidate.value === value);
    if (option) setLookingForState(option.value);
  }

  /** After a save: the fields hold what the server stored, with no messages. */
  function reset(next: SavedProfile) {
    for (const name of TEXT_FIELDS) {
      const field = element(name);
      if (field) field.value = String(next[name]);
    }
    setLookingForState(next.lookingFor);
    setBioLength(next.bio.length);
    setErrors({});
    touched.current.clear();
    submitted.current = false;
  }

  /** Checks every field; sends the schema's output when it passes, else focuses the first message. */
  const onSubmit = (send: (data: ProfileOutput) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    void check(TEXT_FIELDS).then(({ result, found }) => {
      const firstWrong = TEXT_FIELDS.find((name) => found[name]);
      if (result.success) send(result.data);
      else if (firstWrong) element(firstWrong)?.focus();
    });
  };

  return { formRef, lookingFor, setLookingFor, bioLength, errors, control, fill, reset, onSubmit };
}
