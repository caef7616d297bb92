import { endpoint, RATE_LIMITED } from "./endpoint";

export const profileEndpoints = [
  endpoint("GET", "/api/profile", "profile.get", { summary: "The caller's own profile", errors: [404] }),
  endpoint("POST", "/api/profile", "profile.create", {
    status: 201,
    summary: "Create the caller's profile",
    errors: [409],
  }),
  endpoint("PATCH", "/api/profile", "profile.update", {
    summary: "Change bio, looking-for or location",
    description:
      "A change of the coordinates starts a match search (matches already made stay) and counts against the daily location limit: " +
      "over it, 429 `You can change your location up to 10 times a day` (RATE_LIMIT_LOCATION_CHANGES_PER_DAY). " +
      "A new place name alone, a bio or lookingFor does not count.",
    errors: [404, RATE_LIMITED],
  }),
  endpoint("DELETE", "/api/profile", "profile.delete", { status: 204, summary: "Delete the account and everything in it" }),
  endpoint("POST", "/api/profile/photos", "profile.addPhoto", {
    status: 201,
    summary: "Add a photo (an uploaded `/objects/…` URL)",
    errors: [404],
  }),
  endpoint("DELETE", "/api/profile/photos/:index", "profile.deletePhoto", {
    summary: "Remove the photo at an index",
    input: ({ params }) => ({ index: params.index }),
  }),
  endpoint("PATCH", "/api/profile/primary-photo", "profile.setPrimaryPhoto", {
    summary: "Make a photo the primary one",
    errors: [404],
  }),
  // The PUT of the bytes to the returned URL is raw, not JSON: see objects.ts.
  endpoint("POST", "/api/objects/upload", "profile.createUploadUrl", {
    summary: "Get a single-use URL to PUT an image to",
    description: "PUT the raw image bytes to `uploadURL` within 15 minutes (see `PUT /api/objects/upload/{uploadId}`).",
    errors: [RATE_LIMITED],
  }),
];
