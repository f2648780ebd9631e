/**
 * The order of SPEC §2's /destinations list. Pages show destinations in this order; a slug not listed here
 * (a new destination) follows, alphabetically — it never disappears.
 */
export const DESTINATION_ORDER = [
  'manila', 'batangas', 'puerto-galera', 'el-nido', 'cebu', 'boracay-via-caticlan', 'bacolod', 'iloilo',
  'cagayan-de-oro', 'puerto-princesa', 'coron', 'tagbilaran-bohol', 'butuan', 'dumaguete', 'dipolog', 'ozamis',
  'zamboanga', 'odiongan', 'roxas',
] as const;

const RANK = new Map<string, number>(DESTINATION_ORDER.map((slug, i) => [slug, i]));

export function compareDestinations(a: string, b: string): number {
  const ra = RANK.get(a) ?? Infinity;
  const rb = RANK.get(b) ?? Infinity;
  if (ra !== rb) return ra - rb;
  return a < b ? -1 : a > b ? 1 : 0;
}
