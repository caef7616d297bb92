export interface DetectedLocation {
  location: string;
  latitude: number;
  longitude: number;
  /** False when reverse geocoding failed and the rounded coordinates stand in for the place. */
  named: boolean;
}

export class GeolocationFailure extends Error {
  constructor(readonly reason: "denied" | "unavailable") {
    super(reason);
  }
}

interface GeocoderAnswer {
  address?: { city?: string; town?: string; village?: string; county?: string; state?: string };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new GeolocationFailure("unavailable"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) => {
        reject(new GeolocationFailure(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** Place name from the reverse geocoder: city, town, village or county, then state. */
export function placeName(answer: GeocoderAnswer): string | null {
  const address = answer.address;
  if (!address) return null;
  const place = address.city ?? address.town ?? address.village ?? address.county;
  const parts = [place, address.state].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Spec §4 location detection: browser position, then reverse geocoding, else rounded coordinates. */
export async function detectLocation(geocoderUrl: string): Promise<DetectedLocation> {
  const position = await currentPosition();
  const latitude = round2(position.coords.latitude);
  const longitude = round2(position.coords.longitude);
  try {
    const url = new URL(geocoderUrl);
    url.searchParams.set("format", "json");
    url.searchParams.set("lat", String(position.coords.latitude));
    url.searchParams.set("lon", String(position.coords.longitude));
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const name = placeName((await response.json()) as GeocoderAnswer);
    if (name) return { location: name, latitude, longitude, named: true };
  } catch {
    // Fall through to the rounded coordinates (spec §4).
  }
  return { location: `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`, latitude, longitude, named: false };
}
