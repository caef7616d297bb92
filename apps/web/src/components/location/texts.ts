/** Texts of the location fields, at profile setup and in Settings' Profile tab (spec §2, §4, §8; docs/product-rules.md#a-profile-that-stays-true). */
export const LOCATION_TEXTS = {
  location: "Location",
  locationPlaceholder: "City, region",
  autoDetect: "Auto-Detect",
  detecting: "Detecting…",
  latitude: "Latitude",
  longitude: "Longitude",
  coordinatesHint: "Need your coordinates?",
  coordinatesLink: "Look them up on LatLong.net",
  locationDetectedTitle: "Location detected",
  deniedTitle: "Location Access Denied",
  deniedBody: "Please enter your location manually below",
  unavailableTitle: "Location Not Available",
  unavailableBody: "Please enter your location manually",
} as const;
