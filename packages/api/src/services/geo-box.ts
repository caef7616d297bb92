/** Mean Earth radius used for every great-circle distance in matching (km). */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Guards against floating-point error at the box's edge: the box must contain every
 * point the haversine check would accept; a sliver more only costs a few index tuples.
 */
const EDGE_MARGIN_DEGREES = 1e-6;

export interface BoundingBox {
  latMin: number;
  latMax: number;
  /** Null when the circle covers a pole or crosses the antimeridian: then no longitude filter. */
  lon: { min: number; max: number } | null;
}

/**
 * The latitude/longitude box that contains every point within `radiusKm` of the
 * centre (J. P. Matuschek, "Finding points within a distance of a latitude/longitude
 * using bounding coordinates"). It only narrows the indexed range; the exact
 * haversine distance decides. Rather than splitting a box that wraps around ±180°
 * into two ranges, it drops the longitude filter there: such searches are rare and the
 * latitude band alone is still an indexed, narrow range.
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const latDelta = toDegrees(angular) + EDGE_MARGIN_DEGREES;
  const latMin = latitude - latDelta;
  const latMax = latitude + latDelta;
  if (latMin <= -90 || latMax >= 90 || angular >= Math.PI / 2) {
    return { latMin: Math.max(latMin, -90), latMax: Math.min(latMax, 90), lon: null };
  }
  const lonDelta = toDegrees(Math.asin(Math.sin(angular) / Math.cos(toRadians(latitude)))) + EDGE_MARGIN_DEGREES;
  const lonMin = longitude - lonDelta;
  const lonMax = longitude + lonDelta;
  if (lonMin < -180 || lonMax > 180) return { latMin, latMax, lon: null };
  return { latMin, latMax, lon: { min: lonMin, max: lonMax } };
}

/**
 * The one-degree longitude cells (`floor(longitude)`) a box covers: the key of the
 * geographic index between looking-for and latitude (migration 0003), so a search
 * reads its box, not the whole latitude band. Without a longitude range (pole,
 * antimeridian) every cell, -180..180: still one narrow latitude range per cell.
 */
export function longitudeCells(box: BoundingBox): number[] {
  const from = box.lon ? Math.floor(box.lon.min) : -180;
  const to = box.lon ? Math.floor(box.lon.max) : 180;
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Great-circle distance in km; the same formula as the SQL in match-candidates.ts. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
