/**
 * The name the ticket search panel is prefilled with for a port (Book Tickets links carry ?from=&to=): always one
 * of the spec's 43 place names (data/places.yaml), the ones the panel suggests and the booking host knows — the one
 * mapped to the port whose text is the port's city when there is one ("Manila", not "Manila North Harbor"), then
 * one the port's own name says ("Caticlan" for Caticlan Jetty Port rather than "Boracay": the traveller recognises
 * the port), else the first mapped. A port no place name maps to (Ozamis) gets no prefill: the panel opens with that field empty
 * rather than with a spelling of our own; the data check reports it (booking_prefill_missing).
 */
export function bookingPlaceName(
  places: readonly { name: string; port?: string | null | undefined }[],
  port: { id: string; city: string; name: string },
): string | null {
  const candidates = places.filter((p) => p.port === port.id);
  const byCity = candidates.find((p) => p.name.toLowerCase() === port.city.toLowerCase());
  const nameWords = new Set(port.name.toLowerCase().split(/[^a-z0-9]+/));
  const inName = candidates.find((p) => p.name.toLowerCase().split(/\s+/).every((w) => nameWords.has(w)));
  return byCity?.name ?? inName?.name ?? candidates[0]?.name ?? null;
}
