/**
 * The facts the site shows in the disputed form (a decision accepted two published figures), one line each in words
 * a traveller could read: what the fact is, each figure with the page that publishes it, and what every page shows.
 * The "Disputed on the site" section of generated/decisions.md (./doc.ts).
 */
import { sailingDays } from '../../graph/sailing-days';
import { formatPesoRange } from '../../graph/money';
import { formatDays, formatDurationRange } from '../../time';
import type { Figure, Graph, Route } from '../../graph/types';

/** Where a statement is published (its source page), by its decision name. */
function sourceOf(route: Route, statement: string): string {
  const name = statement.replace(/^times:/, 'timetable:');
  return route.provenance.find((p) => p.statement === name)?.source ?? statement;
}

function options<T>(route: Route, figure: Figure<T>, text: (value: T) => string): string {
  if (!figure.disputed) return text(figure.value);
  return figure.options.map((o) => `${text(o.value)} (${[...new Set(o.statements.map((s) => sourceOf(route, s)))].join('; ')})`).join(' or ');
}

export function disputedLines(graph: Pick<Graph, 'routes' | 'policies'>): string[] {
  const lines: string[] = [];
  for (const route of graph.routes) {
    const days = sailingDays(route.rows);
    if (days?.disputed) {
      lines.push(`${route.name}, sailing days: ${options(route, days, (d) => formatDays(d))}. Every page lists all of them; those not on every page are marked Unconfirmed.`);
    }
    if (route.fare?.disputed) {
      lines.push(`${route.name}, fare: ${options(route, route.fare, formatPesoRange)}. Every page shows both, marked Unconfirmed; the booking site shows the current fare.`);
    }
    if (route.travelTime?.disputed) {
      lines.push(`${route.name}, travel time: ${options(route, route.travelTime, formatDurationRange)}. Every page shows both, marked Unconfirmed.`);
    }
  }
  // A policy figure: each topic and key once, every value with the page that states it.
  const seen = new Set<string>();
  for (const p of graph.policies) {
    for (const key of p.disputed) {
      if (seen.has(`${p.topic}.${key}`)) continue;
      seen.add(`${p.topic}.${key}`);
      const stating = graph.policies.filter((q) => q.topic === p.topic && key in q.values);
      const values = stating.map((q) => `${q.values[key]} (${q.source})`).join(' or ');
      lines.push(`${p.topic.replace(/_/g, ' ')}, ${key}: ${values}. Every page that states it reads "${stating.map((q) => q.values[key]).sort().join(' or ')}", marked Unconfirmed.`);
    }
  }
  return lines;
}
