/**
 * A realistic geography for seeded daters: 36 metropolitan areas of North America and
 * Europe with population weights (millions, metro area, rounded), plus a rural share
 * spread within ~300 km of a city. Shared by B1 (10k daters) and B2 (100k / 1M).
 */
export const CITIES: { name: string; lat: number; lon: number; weight: number }[] = [
  { name: "New York", lat: 40.71, lon: -74.01, weight: 19.5 },
  { name: "Los Angeles", lat: 34.05, lon: -118.24, weight: 12.8 },
  { name: "Chicago", lat: 41.88, lon: -87.63, weight: 9.4 },
  { name: "Dallas", lat: 32.78, lon: -96.8, weight: 7.9 },
  { name: "Houston", lat: 29.76, lon: -95.37, weight: 7.3 },
  { name: "Washington", lat: 38.91, lon: -77.04, weight: 6.3 },
  { name: "Philadelphia", lat: 39.95, lon: -75.17, weight: 6.2 },
  { name: "Miami", lat: 25.76, lon: -80.19, weight: 6.1 },
  { name: "Atlanta", lat: 33.75, lon: -84.39, weight: 6.3 },
  { name: "Boston", lat: 42.36, lon: -71.06, weight: 4.9 },
  { name: "Phoenix", lat: 33.45, lon: -112.07, weight: 5.0 },
  { name: "San Francisco", lat: 37.77, lon: -122.42, weight: 4.6 },
  { name: "Seattle", lat: 47.61, lon: -122.33, weight: 4.0 },
  { name: "Toronto", lat: 43.65, lon: -79.38, weight: 6.7 },
  { name: "Montreal", lat: 45.5, lon: -73.57, weight: 4.3 },
  { name: "Vancouver", lat: 49.28, lon: -123.12, weight: 2.6 },
  { name: "Denver", lat: 39.74, lon: -104.99, weight: 3.0 },
  { name: "Minneapolis", lat: 44.98, lon: -93.27, weight: 3.7 },
  { name: "San Diego", lat: 32.72, lon: -117.16, weight: 3.3 },
  { name: "Detroit", lat: 42.33, lon: -83.05, weight: 4.3 },
  { name: "London", lat: 51.51, lon: -0.13, weight: 14.3 },
  { name: "Paris", lat: 48.86, lon: 2.35, weight: 12.3 },
  { name: "Madrid", lat: 40.42, lon: -3.7, weight: 6.8 },
  { name: "Barcelona", lat: 41.39, lon: 2.17, weight: 5.6 },
  { name: "Berlin", lat: 52.52, lon: 13.41, weight: 6.1 },
  { name: "Hamburg", lat: 53.55, lon: 9.99, weight: 5.4 },
  { name: "Munich", lat: 48.14, lon: 11.58, weight: 6.0 },
  { name: "Rome", lat: 41.9, lon: 12.5, weight: 4.3 },
  { name: "Milan", lat: 45.46, lon: 9.19, weight: 4.3 },
  { name: "Amsterdam", lat: 52.37, lon: 4.9, weight: 2.5 },
  { name: "Brussels", lat: 50.85, lon: 4.35, weight: 2.1 },
  { name: "Vienna", lat: 48.21, lon: 16.37, weight: 2.9 },
  { name: "Warsaw", lat: 52.23, lon: 21.01, weight: 3.1 },
  { name: "Stockholm", lat: 59.33, lon: 18.07, weight: 2.4 },
  { name: "Manchester", lat: 53.48, lon: -2.24, weight: 2.8 },
  { name: "Lisbon", lat: 38.72, lon: -9.14, weight: 2.9 },
];

/** Share of daters outside the cities, spread within about 300 km of one. */
export const RURAL_SHARE = 0.15;

/**
 * SQL (a `values` list) for a temporary table `bench_cities(n, name, lat, lon, from_, upto)`:
 * cumulative weights so `pick in [from_, upto)` draws a city by population.
 */
export function citiesValuesSql(): string {
  const total = CITIES.reduce((sum, city) => sum + city.weight, 0);
  let running = 0;
  return CITIES.map((city, index) => {
    const from = running / total;
    running += city.weight;
    const upto = index === CITIES.length - 1 ? 1.0000001 : running / total;
    return `(${index + 1}, '${city.name.replaceAll("'", "''")}', ${city.lat}, ${city.lon}, ${from}, ${upto})`;
  }).join(",\n");
}
