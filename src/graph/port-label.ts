/**
 * One name per place: the label every filter, table, heading and planner answer shows for a port
 * is the port's name with the town a traveller knows it by, "Culasi Port (Roxas)", "Nasipit Port (Butuan)" — built
 * from ports.yaml (`name`, `city`) and the destination page that port serves, never typed twice.
 *
 * The town is the port's destination name when it has a destination page (that is the word travellers search
 * for: Butuan, not Nasipit), else its city. Only the town's words the name does not already say are added, so
 * "Batangas Port" stays as it is, "Tagbilaran Port" + "Tagbilaran Bohol" reads "Tagbilaran Port (Bohol)" and
 * "Caticlan Jetty Port" + "Boracay via Caticlan" reads "Caticlan Jetty Port (Boracay)". A spelling variant one
 * letter apart counts as the same word (the destination "Ozamis" and "Ozamiz Port").
 */

/** The town a traveller knows a port by: its destination page's name when it has one, else its city. */
export function portTown(port: { city: string }, destinationName: string | undefined): string {
  return destinationName ?? port.city;
}

/** Words that never make a town different from the port's name ("Boracay via Caticlan", "Roxas City"). */
const FILLER = new Set(['via', 'city', 'port', 'de', 'del', 'of', 'the']);

function normalised(word: string): string {
  return word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Equal, or spelt one letter differently in a word of five letters or more (Ozamis / Ozamiz). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || a.length !== b.length) return false;
  let differences = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++differences > 1) return false;
  return true;
}

/**
 * "Culasi Port" + "Roxas" → "Culasi Port (Roxas)"; "Batangas Port" + "Batangas" → "Batangas Port".
 * `town` is the destination name of the port's page, else the port's city.
 */
export function portLabel(name: string, town: string): string {
  const nameWords = name.split(/[^\p{L}\p{N}]+/u).map(normalised).filter(Boolean);
  const missing = town.split(/\s+/).filter((word) => {
    const key = normalised(word);
    return key !== '' && !FILLER.has(key) && !nameWords.some((n) => sameWord(n, key));
  });
  return missing.length === 0 ? name : `${name} (${missing.join(' ')})`;
}
