/** Great-circle distance on a spherical Earth (mean radius 6371.0088 km) — enough to judge a ferry's speed. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The fastest straight-line speed we accept for a ferry, in km/h. Fast craft in the Philippines cruise at about
 * 30–45 km/h and a straight line is never longer than the sea route, so more than this means a wrong time, a wrong
 * day or a wrong coordinate. (MobilityData's validator warns above 80 km/h for ferries; we are stricter.)
 */
export const MAX_FERRY_KMH = 60;
