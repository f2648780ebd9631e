/**
 * One spelling of a destination across the site: the page is "Ozamis" (the spec's card and slug), so its tables,
 * headings, route cards, port name and news say "Ozamis" too, not "Ozamiz". A capitalised word one letter away from a
 * word of a destination's name (five letters or more, so "Cebu" and "Roxas"-length words stay clear of chance matches)
 * is reported where it is written. Other spellings travellers type belong in the port's `aliases` (ports.yaml), which
 * are search words and are not read here; the spec's place list (places.yaml) is not read either.
 */
import { editDistance } from '../nearest';
import { defineNotices, notice } from '../notices/define';
import type { CollectionName } from '../../schema/collections';
import { proseStrings } from './prose';
import { defineCheck } from './define';

const notices = defineNotices({
  place_spelling_variant: notice<{ name: string; variant: string; figures: string }>({
    severity: 'warning',
    facts: ['name', 'variant'],
    meaning: 'A word one letter away from a destination\'s name ("Ozamiz" for the Ozamis page): the site would spell one place two ways.',
    fix: 'Write the destination\'s spelling; keep other spellings travellers type as the port\'s aliases in ports.yaml.',
  }),
});

const COPY: readonly CollectionName[] = [
  'site', 'pages', 'ports', 'timetables', 'schedules', 'routes', 'fares', 'cabins', 'destinations', 'news', 'faq',
  'travelTips', 'policies', 'advisories',
];

const words = (text: string) => text.match(/\p{Lu}\p{L}+/gu) ?? [];

export const placeSpelling = defineCheck('place-spelling', notices, (ctx, report) => {
  // word → the destination whose name has it
  const names = new Map<string, { name: string; file: string }>();
  for (const { file, value } of ctx.data.destinations) {
    for (const w of words(value.name)) if (w.length >= 5 && !names.has(w)) names.set(w, { name: value.name, file });
  }
  if (names.size === 0) return;
  const known = new Set([...names.keys(), ...(ctx.data.places[0]?.value.places ?? []).flatMap((p) => words(p.name))]);
  for (const collection of COPY) {
    for (const { file, value } of ctx.data[collection]) {
      for (const { text, path } of proseStrings(value)) {
        const reported = new Set<string>();
        for (const w of words(text)) {
          if (w.length < 5 || known.has(w) || reported.has(w)) continue;
          for (const [word, destination] of names) {
            if (Math.abs(word.length - w.length) > 1 || editDistance(word, w) !== 1) continue;
            reported.add(w);
            report(notices.place_spelling_variant, { file, path, quote: w },
              `"${w}" spells ${word} another way than the destination page ${destination.name} (${destination.file}) — write "${word}", one spelling across the site; other spellings travellers type go in the port's aliases`,
              { name: word, variant: w, figures: `${w} vs ${word}` }, [{ file: destination.file, path: ['name'] }]);
          }
        }
      }
    }
  }
});
