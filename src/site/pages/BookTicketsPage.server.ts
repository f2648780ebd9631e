/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the book tickets page renders. */
import type { Graph, Policy } from '../../graph/types';
import { tripsOf } from '../../graph/trips';
import type { PanelTimetable } from '../booking/sailing-days';
import type { WhoPays } from '../booking/WhoPays';
import { policyView } from '../components/PolicyText';

/**
 * The timetable as the panel needs it (booking/sailing-days.ts): which port each suggested place name stands for,
 * the ports' labels, and every route the booking site sells (ferries, bus-and-ferry trips) with its sailings'
 * weekdays and how many days later each arrives, at the longest travel time.
 */
function panelTimetable(graph: Graph): PanelTimetable {
  const ports: Record<string, string> = {};
  for (const p of graph.places) if (p.port) ports[p.name.toLowerCase()] = p.port;
  const routes = graph.routes.filter((t) => t.mode !== 'road').map((t) => {
    // One sailing per weekday and arrival day, in the order first seen.
    const sailings = new Map(tripsOf(t).map((trip) => {
      const arrivalDays = Math.floor(((trip.depMinute ?? trip.window?.max ?? 0) + trip.durationMinutes.max) / (24 * 60));
      return [`${trip.depDay}|${arrivalDays}`, { day: trip.depDay, arrivalDays }];
    }));
    return { from: t.from, to: t.to, daysPublished: t.daysPublished, sailings: [...sailings.values()] };
  });
  const used = new Set(routes.flatMap((r) => [r.from, r.to]).concat(Object.values(ports)));
  const labels = Object.fromEntries(graph.ports.filter((p) => used.has(p.id)).map((p) => [p.id, p.label]));
  return { ports, labels, routes };
}

/** A policy figure as every page shows it (the disputed form when its sources differ): by topic and key. */
function policyFigure(policies: readonly Policy[], topic: string, key: string): { topic: string; key: string; figure: string; disputed: boolean } | null {
  for (const p of policies) {
    if (p.topic !== topic) continue;
    const part = p.parts.find((x) => 'key' in x && x.key === key);
    if (part && 'figure' in part) return { topic, key, figure: part.figure, disputed: p.disputed.includes(key) };
  }
  return null;
}

export function select(graph: Graph) {
  const whoPays: WhoPays = {
    family: policyView(graph.policies, graph.pages.bookTickets.whoPays),
    seniorDiscount: policyFigure(graph.policies, 'senior_pwd_discount', 'discountPercent'),
    studentDiscount: graph.policies.some((p) => p.topic === 'student_discount'),
  };
  return ({
  page: graph.pages.bookTickets,
  places: graph.places,
  bookingHost: graph.site.bookingHost,
  phone: graph.site.phone,
  timetable: panelTimetable(graph),
  whoPays,
});
}
