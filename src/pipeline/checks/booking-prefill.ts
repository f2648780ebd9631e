/**
 * What Book Tickets links prefill the search panel with (?from=&to=) must be a name the panel suggests: one of the
 * spec's 43 place names (data/places.yaml), or a word that resolves to one (a port's name, city or alias, when a
 * place name maps to that port).
 * - A link typed in the data ("/book-tickets?to=Ozamiz City" in a call to action) with any other name: warning.
 * - A link the site builds (route cards, destination cards) for a port no place name maps to: it carries the port's
 *   town ("Ozamis"), which the panel accepts as typed text but does not suggest (src/site/pages/select.server.ts
 *   placeNameForPort) — info, since the spec's list is closed and may simply lack it.
 */
import { bookingPlaceName } from '../../graph/booking-place';
import { portTown } from '../../graph/port-label';
import type { CollectionName } from '../../schema/collections';
import { defineNotices, notice } from '../notices/define';
import type { CheckContext, Loc, Path } from '../types';
import { defineCheck, type Report } from './define';
import { forEachRouteCard } from './shared';

const notices = defineNotices({
  booking_prefill_unlisted: notice<{ link: string; field: string; name: string }>({
    severity: 'warning',
    facts: ['link', 'name'],
    meaning: 'A Book Tickets link in the data prefills the search panel with a name that is not one of the 43 place names (places.yaml) and resolves to none, so the panel shows a name it never suggests.',
    fix: 'Use a place name of places.yaml (or a port name, city or alias a place name maps to), or leave the parameter out.',
  }),
  booking_prefill_missing: notice<{ port: string; field: string }>({
    severity: 'info',
    meaning: 'A Book Tickets link the site builds (route card, destination card, timetable) fills a field with the port\'s town ("Ozamis") because no place name of the search panel maps to the port: the panel takes it as typed text but does not suggest it.',
    fix: 'Add `port: <id>` to the place name that serves the port, if one does; otherwise nothing to do.',
  }),
});

/** Every `{ to: "/book-tickets?…" }` link in a value, with its path. */
function bookingLinks(value: unknown, path: Path = []): { to: string; path: Path }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => bookingLinks(v, [...path, i]));
  if (!value || typeof value !== 'object') return [];
  const to = (value as { to?: unknown }).to;
  const here = typeof to === 'string' && /^\/book-tickets\?/.test(to) ? [{ to, path: [...path, 'to'] }] : [];
  return [...here, ...Object.entries(value).flatMap(([k, v]) => bookingLinks(v, [...path, k]))];
}

/** Lower-cased words that resolve to a listed place name: the names themselves, and the words of their ports. */
function resolvable(ctx: CheckContext): Map<string, string> {
  const out = new Map<string, string>();
  const places = ctx.data.places[0]?.value.places ?? [];
  for (const place of places) out.set(place.name.toLowerCase(), place.name);
  for (const port of ctx.data.ports[0]?.value.ports ?? []) {
    const listed = bookingPlaceName(places, port);
    if (!listed) continue;
    for (const word of [port.name, port.city, ...port.aliases]) if (!out.has(word.toLowerCase())) out.set(word.toLowerCase(), listed);
  }
  return out;
}

const LINKED: readonly CollectionName[] = ['site', 'pages', 'destinations', 'news', 'faq', 'travelTips', 'routes', 'ports', 'advisories'];

function typedLinks(ctx: CheckContext, report: Report): void {
  const placesFile = ctx.data.places[0];
  if (!placesFile || !ctx.complete.ports) return;
  const names = resolvable(ctx);
  for (const collection of LINKED) {
    for (const { file, value } of ctx.data[collection]) {
      for (const link of bookingLinks(value)) {
        const params = new URLSearchParams(link.to.slice(link.to.indexOf('?') + 1));
        for (const field of ['from', 'to'] as const) {
          const name = params.get(field);
          if (name === null || names.has(name.trim().toLowerCase())) continue;
          report(notices.booking_prefill_unlisted, { file, path: link.path },
            `the Book Tickets link ${link.to} prefills ${field === 'from' ? 'From' : 'To'} with "${name}", which is not a place name of the search panel (${placesFile.file}) and resolves to none — use one of its names, or leave ${field} out`,
            { link: link.to, field, name }, [{ file: placesFile.file, path: ['places'] }]);
        }
      }
    }
  }
}

function builtLinks(ctx: CheckContext, report: Report): void {
  const places = ctx.data.places[0]?.value.places;
  const portsFile = ctx.data.ports[0];
  if (!places || !portsFile) return;
  const unlisted = (id: string) => {
    const i = portsFile.value.ports.findIndex((p) => p.id === id);
    const port = portsFile.value.ports[i];
    return port && bookingPlaceName(places, port) === null ? { port, at: { file: portsFile.file, path: ['ports', i] } as Loc } : null;
  };
  const town = (id: string) => {
    const port = ctx.index.ports.get(id);
    return port ? portTown(port, port.destination ? ctx.index.destinations.get(port.destination)?.name : undefined) : id;
  };
  const townLink = (at: Loc, what: string, field: 'From' | 'To', id: string) => {
    const missing = unlisted(id);
    if (!missing) return;
    report(notices.booking_prefill_missing, at,
      `the Book Tickets link of ${what} fills ${field} with the port's town, "${town(id)}", which the search panel does not suggest: no place name of the panel (data/places.yaml) maps to port ${id} ("${missing.port.name}") — add port: ${id} to the name that serves it, if one does`,
      { port: id, field: field.toLowerCase() }, [missing.at]);
  };
  forEachRouteCard(ctx, (card, at) => {
    townLink(at('from'), `the route card "${card.name}"`, 'From', card.from);
    townLink(at('to'), `the route card "${card.name}"`, 'To', card.to);
  });
  for (const { file, value } of ctx.data.destinations) {
    townLink({ file, path: ['port'] }, `the ${value.name} card on /destinations`, 'To', value.port);
  }
}

export const bookingPrefill = defineCheck('booking-prefill', notices, (ctx, report) => {
  typedLinks(ctx, report);
  builtLinks(ctx, report);
});
