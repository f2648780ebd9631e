/**
 * A warning told as the decision table reads it: the fact it concerns and its two statements, from the figures the
 * check put in its context. Codes without a describer fall back to their facts and message.
 */
import type { MinuteRange } from '../../graph/types';
import { formatHoursDecimal } from '../../time';
import { formatPesoRange, formatPeso } from '../../graph/money';
import { timesAWeek } from '../../graph/sailing-days';
import type { Notice } from '../types';

export interface Described {
  fact: string;
  statement: string;
  other: string;
}

type Context = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const minutes = (v: unknown) => formatHoursDecimal(v as MinuteRange);
const routeWords = (v: unknown) => s(v).replace('>', ' → ');

const DESCRIBERS: Record<string, (c: Context) => Described> = {
  stated_duration_mismatch: (c) => ({
    fact: `travel time of ${s(c.timetable)}`,
    statement: `${s(c.statement)}: ${minutes(c.stated)}`,
    other: `${s(c.reference)}: ${((c.derived as number[] | undefined) ?? []).map((m) => formatHoursDecimal(m)).join(', ')}`,
  }),
  route_duration_conflict: (c) => ({
    fact: `travel time ${routeWords(c.route)}`,
    statement: `${s(c.statement)}: ${minutes(c.minutes)}`,
    other: `${s(c.reference)}: ${minutes(c.otherMinutes)}`,
  }),
  route_fare_conflict: (c) => ({
    fact: `fares ${routeWords(c.route)}`,
    statement: `${s(c.statement)}: ${formatPesoRange(c.range as MinuteRange)}`,
    other: `${s(c.reference)}: ${formatPesoRange(c.otherRange as MinuteRange)}`,
  }),
  route_days_conflict: (c) => ({
    fact: `sailing days ${routeWords(c.route)}`,
    statement: `${s(c.statement)}: ${((c.days as string[] | undefined) ?? []).join(', ')}`,
    other: `${s(c.reference)}: ${((c.otherDays as string[] | undefined) ?? []).join(', ')}`,
  }),
  policy_conflict: (c) => ({
    fact: `policy ${s(c.topic)} (${s(c.key)})`,
    statement: `${s(c.statement)}: ${s(c.value)}`,
    other: `${s(c.reference)}: ${s(c.otherValue)}`,
  }),
  from_fare_not_minimum: (c) => ({
    fact: `"from" fare of ${s(c.statement)}`,
    statement: `badge: from ${formatPeso(c.stated as number)}`,
    other: `lowest fare listed: ${formatPeso(c.minimum as number)}`,
  }),
  headline_figure_contradicted: (c) => ({
    fact: `headline figure ${s(c.figure)}`,
    statement: `published: ${s(c.stated)}`,
    // A figure that depends on the build date (years of service) is described without it, so the table stays put.
    other: c.buildDate ? 'the data: the years since foundingYear at the build date' : `the data: ${s(c.actual)}`,
  }),
  fare_claim_contradicted: (c) => ({
    fact: `${s(c.key) === 'economyFromPesos' ? 'lowest fare' : 'suite fares'} stated by ${s(c.statement)}`,
    statement: `${s(c.key) === 'economyFromPesos' ? 'from about' : 'above'} ${formatPeso(c.stated as number)}`,
    other: `${s(c.key) === 'economyFromPesos' ? 'lowest' : 'highest'} fare the site lists: ${formatPeso(c.actual as number)}`,
  }),
  frequency_claim_contradicted: (c) => (c.reference === 'sea-routes' ? {
    fact: `sailings a week stated by ${s(c.statement)}`,
    statement: `most routes run ${timesAWeek(c.stated as number | string)}`,
    other: typeof c.actual === 'number' ? `most of the ${s(c.routes)} sea routes sail ${timesAWeek(c.actual)}` : 'no number of days has a majority',
  } : {
    fact: `sailings a week stated by ${s(c.statement)}`,
    statement: `${s(c.statement)}: ${s(c.figures).split(' vs ')[0]}`,
    other: `${s(c.reference)}: ${s(c.figures).split(' vs ')[1]}`,
  }),
  identical_timetable: (c) => ({
    fact: `sailings of ${s(c.timetable)}`,
    statement: `${s(c.timetable)}: its stated sailings${c.sameFares ? ' and fares' : ''}`,
    other: `${s(c.sameAs)}: exactly the same (another route)`,
  }),
};

export function describe(n: Notice): Described {
  const describer = DESCRIBERS[n.code];
  if (describer) return describer(n.context);
  return { fact: n.code, statement: n.message, other: n.related?.map((r) => `${r.file}:${r.line}`).join(', ') ?? '' };
}
