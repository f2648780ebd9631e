/**
 * How a planned leg's times read. A timed leg has a departure and an arrival; an untimed one (a road leg with no
 * fixed departures) has a stretch of the day to leave in — its stated hours, narrowed by the previous arrival and
 * the next leg — and an arrival that depends on when the traveller leaves. Nothing here prints a time the data
 * does not give: an untimed leg without stated hours is "any time during the day", never a computed midnight.
 * Pure: every time is a Manila reading from the engine, so the words are the same in every browser zone.
 */
import { formatDay, formatDuration, formatDurationRange, formatMoment, formatTime12, MINUTES_PER_DAY, ZONE_LABEL, type ManilaMoment } from '../../time';
import type { Journey, JourneyLeg, JourneyTime } from '../../query/connections';
import { sailingArrival, sailingDeparture } from '../format/arrival';

/** "Mon 23 Nov, 8:00 PM PST", or "Mon 8:00 PM PST" in a week without dates. */
function at(time: JourneyTime): string {
  return `${stamp(time)} ${ZONE_LABEL}`;
}

/** "Mon 23 Nov" (or "Mon"). */
function dayOf(time: JourneyTime): string {
  return time.moment ? formatDay(time.moment) : time.weekday;
}

const clock = (time: JourneyTime): string => formatTime12(time.minuteOfDay);

/** The dated times of a sailing at one of several times; null without dates or options. */
function moments(options: readonly JourneyTime[] | null): ManilaMoment[] | null {
  return options && options.every((o) => o.moment) ? options.map((o) => o.moment!) : null;
}

/** When to leave on an untimed leg: "between 5:00 AM and 6:00 PM PST", "any time during the day", … */
function leaveWords(leg: JourneyLeg): string {
  const window = leg.leaveBetween!;
  const { earliest, latest } = window;
  if (earliest.weekMinute === latest.weekMinute) return `at ${clock(earliest)} ${ZONE_LABEL}`;
  const dayStart = Math.floor(earliest.weekMinute / MINUTES_PER_DAY) * MINUTES_PER_DAY;
  // With stated hours both ends are real limits; without them only the other legs limit the day.
  const fromLimited = leg.hours !== null || earliest.weekMinute > dayStart;
  const toLimited = leg.hours !== null || latest.weekMinute < dayStart + MINUTES_PER_DAY - 1;
  if (fromLimited && toLimited) return `between ${clock(earliest)} and ${clock(latest)} ${ZONE_LABEL}`;
  if (fromLimited) return `any time from ${clock(earliest)} ${ZONE_LABEL}`;
  if (toLimited) return `any time until ${clock(latest)} ${ZONE_LABEL}`;
  return 'any time during the day';
}

/**
 * "Mon 23 Nov, 8:00 PM PST", in the small hours with "(be at the port Thursday night)" as every page says it
 * (../format/arrival.ts); untimed: "Wed 25 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time)".
 */
export function legDeparture(leg: JourneyLeg): string {
  if (leg.departureTimed && leg.departure.moment) return sailingDeparture(leg.departure.moment, moments(leg.departureOptions));
  if (leg.departureTimed && leg.departureOptions) return `${leg.departure.weekday} ${leg.departureOptions.map(clock).join(' or ')} ${ZONE_LABEL}`;
  if (leg.departureTimed || !leg.leaveBetween) return at(leg.departure);
  return `${dayOf(leg.leaveBetween.earliest)}, ${leaveWords(leg)} (no fixed departure time)`;
}

/** "Wed 25 Nov, 10:00 AM" (or "Wed 10:00 AM"), without the zone. */
function stamp(time: JourneyTime): string {
  return time.moment ? formatMoment(time.moment) : `${time.weekday} ${clock(time)}`;
}

/** "between Wed 25 Nov, 10:00 AM and 11:00 AM PST"; the second day is named only when it differs. */
function between(a: JourneyTime, b: JourneyTime): string {
  const sameDay = Math.floor(a.weekMinute / MINUTES_PER_DAY) === Math.floor(b.weekMinute / MINUTES_PER_DAY);
  return `between ${stamp(a)} and ${sameDay ? clock(b) : stamp(b)} ${ZONE_LABEL}`;
}

/**
 * A timed leg as the timetables say it (../format/arrival.ts): "Tue 24 Nov, 2:30 AM (+1 day)", from a stated travel
 * time "Wed 25 Nov, 7:00 PM (+1 day, estimated)" or a window "Fri 27 Nov between 8:30 AM and 9:30 AM" — never
 * "about"; an untimed leg: "5–6 h after you leave (leaving at 5:00 AM: between … and … PST)".
 */
export function legArrival(leg: JourneyLeg): string {
  if (leg.departureTimed && leg.departure.moment) {
    return sailingArrival({
      departure: leg.departure.moment, departureOptions: moments(leg.departureOptions), durationMinutes: leg.durationMinutes,
      arrivalEstimated: leg.arrivalEstimated,
    })!
      .replace(/^arrives /, '');
  }
  const exact = leg.arrivalEarliest.weekMinute === leg.arrival.weekMinute;
  const when = exact ? at(leg.arrival) : between(leg.arrivalEarliest, leg.arrival);
  if (!leg.departureTimed) {
    const minutes = { min: leg.arrivalEarliest.weekMinute - leg.departure.weekMinute, max: leg.arrival.weekMinute - leg.departure.weekMinute };
    // Without stated hours the plan's departure is only where it fits: no clock time is offered for it.
    if (leg.hours === null) return `${formatDurationRange(minutes)} after you leave`;
    return `${formatDurationRange(minutes)} after you leave (leaving at ${clock(leg.departure)}: ${when})`;
  }
  return leg.arrivalEstimated ? `${when} (estimated)` : when;
}

/** A timed leg's travel time after its arrival: " · 1 day 2 h", " · 20 h – 22 h"; an untimed leg already says it. */
export function legDurationSuffix(leg: JourneyLeg): string {
  if (!leg.departureTimed) return '';
  return ` · ${span(leg.arrivalEarliest.weekMinute - leg.departure.weekMinute, leg.arrival.weekMinute - leg.departure.weekMinute)}`;
}

function span(min: number, max: number): string {
  return min === max ? formatDuration(max, { days: true }) : `${formatDuration(min, { days: true })} – ${formatDuration(max, { days: true })}`;
}

/** "1 day 14 h" or, when travel times or departures are not exact, "1 day 14 h – 1 day 15 h". */
export function journeyTotal(journey: Journey): string {
  return span(journey.total.min, journey.total.max);
}
