/** A route's sailing days as pages show them (a day list, a frequency badge, or words in a sentence): see ./Fact.tsx. */
import { weeklyWords } from '../../graph/prose-facts';
import { frequencyLabel } from '../../vocabulary';
import { formatDays, spokenDays } from '../../time';
import type { Figure, Weekday } from '../../graph/types';
import { Fact, MarkedFact, Options } from './Fact';

/** A route's sailing days ("Mon, Wed, Fri"), or "Days not published" for a route known only by its fare. */
export function DaysFact({ route, days, mark = true }: { route: string; days: Figure<Weekday[]> | null; mark?: boolean }) {
  if (!days) return <Fact id={`days:${route}`}>Days not published</Fact>;
  return (
    <MarkedFact id={`days:${route}`} disputed={days.disputed} mark={mark}>
      <Options figure={days} render={(d) => <span title={spokenDays(d)}>{formatDays(d)}</span>} />
    </MarkedFact>
  );
}

/** The same days as a sentence says them ("once a week", "3 or 4 times a week"): `weekly:<route>`. */
export function WeeklyFact({ route, days, mark = true }: { route: string; days: Figure<Weekday[]>; mark?: boolean }) {
  return <MarkedFact id={`weekly:${route}`} disputed={days.disputed} mark={mark}>{weeklyWords(days)}</MarkedFact>;
}

/** The same days as a frequency badge's words ("6x/week", "Weekly"). */
export function FrequencyFact({ route, days }: { route: string; days: Figure<Weekday[]> | null }) {
  if (!days) return <Fact id={`frequency:${route}`}>Days not published</Fact>;
  return <MarkedFact id={`frequency:${route}`} disputed={days.disputed} mark><Options figure={days} render={(d) => frequencyLabel(d.length)} /></MarkedFact>;
}

