/** A route's sailing days as pages show them (a day list, a frequency badge, or words in a sentence): see ./Fact.tsx. */
import { weeklyWords } from '../../graph/prose-facts';
import { frequencyLabel } from '../../vocabulary';
import { formatDays, spokenDays } from '../../time';
import type { Figure, Weekday } from '../../graph/types';
import { Fact, Options, Unconfirmed } from './Fact';

/** A route's sailing days ("Mon, Wed, Fri"), or "Days not published" for a route known only by its fare. */
export function DaysFact({ route, days, mark = true }: { route: string; days: Figure<Weekday[]> | null; mark?: boolean }) {
  if (!days) return <Fact id={`days:${route}`}>Days not published</Fact>;
  return (
    <>
      <Fact id={`days:${route}`} disputed={days.disputed}>
        <Options figure={days} render={(d) => <span title={spokenDays(d)}>{formatDays(d)}</span>} />
      </Fact>
      {days.disputed && mark ? <Unconfirmed /> : null}
    </>
  );
}

/** The same days as a sentence says them ("once a week", "3 or 4 times a week"): `weekly:<route>`. */
export function WeeklyFact({ route, days, mark = true }: { route: string; days: Figure<Weekday[]>; mark?: boolean }) {
  return (
    <>
      <Fact id={`weekly:${route}`} disputed={days.disputed}>{weeklyWords(days)}</Fact>
      {days.disputed && mark ? <Unconfirmed /> : null}
    </>
  );
}

/** The same days as a frequency badge's words ("6x/week", "Weekly"). */
export function FrequencyFact({ route, days }: { route: string; days: Figure<Weekday[]> | null }) {
  if (!days) return <Fact id={`frequency:${route}`}>Days not published</Fact>;
  return (
    <>
      <Fact id={`frequency:${route}`} disputed={days.disputed}><Options figure={days} render={(d) => frequencyLabel(d.length)} /></Fact>
      {days.disputed ? <Unconfirmed /> : null}
    </>
  );
}

