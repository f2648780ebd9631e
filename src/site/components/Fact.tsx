/**
 * A fact as pages show it (graph/types.ts Figure): one figure, or — when the published sources differ and nobody
 * has confirmed either — every figure they publish joined by "or" and marked Unconfirmed, the same words on every
 * page. Each is wrapped in `data-fact="<kind>:<id>"` so `npm run check:facts` can read the built pages and prove
 * that one fact shows one figure everywhere (scripts/check-facts.ts).
 *
 * Fact ids: `fare:<route>` a route's fare, `from:<route>` a "from ₱…" summarising it, `time:<route>` its travel
 * time, `days:<route>` its sailing days, `frequency:<route>` the same as a badge, `from:destination/<slug>` a
 * destination's starting fare, `count:sea-routes`, `policy:<topic>.<key>`.
 */
import type { ReactNode } from 'react';
import { lowestFare } from '../../graph/figure';
import { formatPeso } from '../../graph/money';
import { formatDurationRange, spokenDuration } from '../../time';
import type { Figure, MinuteRange, PesoRange, UnconfirmedKind } from '../../graph/types';
import { useSitePhone } from './site-phone';
import { telHref } from '../format/links';
import { FareRange } from './FareRange';

/** What a disputed figure is about, for the line that explains it: what of a route is unconfirmed, or a policy figure. */
export type DisputedKind = UnconfirmedKind | 'figure';

export function Fact({ id, disputed = false, children, className }: { id: string; disputed?: boolean; children: ReactNode; className?: string }) {
  return <span data-fact={id} data-disputed={disputed ? '' : undefined} className={className}>{children}</span>;
}

/**
 * A fact followed by its Unconfirmed mark when disputed. `mark={false}`: without the mark, which a sentence puts after
 * itself (ProseText.tsx); the same for every fact below.
 */
export function MarkedFact({ mark, ...fact }: { id: string; disputed: boolean; mark: boolean; children: ReactNode }) {
  return (
    <>
      <Fact {...fact} />
      {fact.disputed && mark ? <Unconfirmed /> : null}
    </>
  );
}

/** The mark beside a disputed figure or an unconfirmed sailing (a space before it, so it is read as a word of its own). */
export function Unconfirmed() {
  return (
    <>
      {' '}
      <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-amber-900">
        Unconfirmed
      </span>
    </>
  );
}

export function Options<T>({ figure, render }: { figure: Figure<T>; render: (value: T) => ReactNode }) {
  if (!figure.disputed) return <span className="whitespace-nowrap">{render(figure.value)}</span>;
  return (
    <>
      {figure.options.map((o, i) => (
        // Each figure stays whole; the line may break between them (a narrow cell, a printed sheet).
        <span key={i}>{i > 0 ? ' or ' : null}<span className="whitespace-nowrap">{render(o.value)}</span></span>
      ))}
    </>
  );
}

/** A route's fare. Written out rather than with MarkedFact: it ships to browsers, where the extra component weighs more. */
export function FareFact({ route, fare, mark = true }: { route: string; fare: Figure<PesoRange>; mark?: boolean }) {
  return (
    <>
      <Fact id={`fare:${route}`} disputed={fare.disputed}><Options figure={fare} render={(r) => <FareRange range={r} />} /></Fact>
      {fare.disputed && mark ? <Unconfirmed /> : null}
    </>
  );
}

/** The amount of a "from ₱…" (the lowest fare of the fact it summarises), marked as the fare is. */
export function FromAmount({ id, amount, disputed, mark = true }: { id: string; amount: number; disputed: boolean; mark?: boolean }) {
  return <MarkedFact id={id} disputed={disputed} mark={mark}>{formatPeso(amount)}</MarkedFact>;
}

/** "from ₱2,479". */
export function FromFareFact({ id, amount, disputed, word = 'from' }: { id: string; amount: number; disputed: boolean; word?: string }) {
  return <span>{word} <FromAmount id={id} amount={amount} disputed={disputed} /></span>;
}

/** A route's "from": the lowest fare of its fare, as the route's section shows it (one rule for "from"). */
export function routeFrom(route: string, fare: Figure<PesoRange>) {
  return { id: `from:${route}`, amount: lowestFare(fare), disputed: fare.disputed };
}

function Duration({ range }: { range: MinuteRange }) {
  return (
    <>
      <span aria-hidden="true">{formatDurationRange(range)}</span>
      <span className="sr-only">{spokenDuration(range)}</span>
    </>
  );
}

export function TimeFact({ route, time, mark = true }: { route: string; time: Figure<MinuteRange>; mark?: boolean }) {
  return <MarkedFact id={`time:${route}`} disputed={time.disputed} mark={mark}><Options figure={time} render={(r) => <Duration range={r} />} /></MarkedFact>;
}

/** What the sources differ on, in the order the line names them. */
const SUBJECT: Record<Exclude<UnconfirmedKind, 'departure'>, string> = { sailings: 'sailings', fare: 'fare', time: 'travel time' };

/** "The operator’s published pages differ on this route’s sailings, fare and travel time." — or of `route`'s. */
function about(kinds: readonly DisputedKind[], route: string | undefined): string {
  const whose = route ? 'its' : 'this route’s';
  const subjects = (['sailings', 'fare', 'time'] as const).filter((k) => kinds.includes(k)).map((k) => SUBJECT[k]);
  const said: string[] = [];
  if (subjects.length > 0) {
    const list = subjects.length === 1 ? subjects[0] : `${subjects.slice(0, -1).join(', ')} and ${subjects.at(-1)}`;
    said.push(`The operator’s published pages differ on ${whose} ${list}.`);
  }
  if (kinds.includes('departure')) said.push(`A sailing${route ? '' : ' of this route'} leaves at one of several times, and the operator does not say which on which day.`);
  if (kinds.includes('figure')) said.push('The operator’s published pages give different figures for this.');
  return said.join(' ');
}

function whatToDo(kinds: readonly DisputedKind[]): string {
  const steps = [
    ...(kinds.includes('fare') ? ['The booking site shows the current fare.'] : []),
    kinds.includes('sailings') || kinds.includes('departure') ? 'Check the day and time at the ticket office or call' : 'Ask at the ticket office or call',
  ];
  return steps.join(' ');
}

/**
 * The one short line under a disputed figure: what the sources differ on, and what to do. A route's line names what
 * of the route is unconfirmed (Route.unconfirmed), whatever the page shows of it, so it reads the same on every
 * page; `route` names the route when one table or list shows several.
 */
export function DisputedNote({ kinds, route, className = '', inline = false, link = true }: {
  kinds: readonly DisputedKind[]; route?: string; className?: string;
  /** Inside a paragraph (a policy sentence): a block-level span instead of a <p>. */
  inline?: boolean;
  /** The phone as a link; not where a link would come before a form's submit button in the tab order (StillRuns). */
  link?: boolean;
}) {
  const phone = useSitePhone();
  if (kinds.length === 0) return null;
  const unique = [...new Set(kinds)];
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={`mt-2 block text-sm text-amber-900 ${className}`.trim()} data-disputed-note="">
      {/* One text node per run of text: a hydrating island (the booking panel) rewrites a run split in several. */}
      <span className="font-semibold">{`Unconfirmed${route ? ` — ${route}` : ''}:`}</span>{` ${about(unique, route)} ${whatToDo(unique)} `}
      {!phone ? 'the operator' : link ? <a href={telHref(phone.tel)} className="font-semibold underline">{phone.display}</a> : <strong>{phone.display}</strong>} before you travel.
    </Tag>
  );
}

/** The lines under a table or list of routes: one per route with something unconfirmed, named when there are several. */
export function RouteNotes({ routes }: { routes: readonly { name: string; unconfirmed: readonly UnconfirmedKind[] }[] }) {
  const noted = routes.filter((r) => r.unconfirmed.length > 0);
  return (
    <>
      {noted.map((r) => <DisputedNote key={r.name} kinds={r.unconfirmed} route={routes.length > 1 ? r.name : undefined} />)}
    </>
  );
}
