/**
 * When the status a page shows was published, in words: "3:40 PM PST" today, "Tue 24 Nov, 3:40 PM PST" on another
 * Manila day, "Wed 2 Dec 2099, 1:30 PM PST" in another year (a file from a wrong clock is not mistaken for this
 * year's), and how long ago ("2 h 5 min ago"). Every page with sailings says it, so it is apart from words.ts (which
 * loads only when there is a status to show). Pure: `now` is passed in.
 */
import { formatDuration, formatIsoDay, formatTime12, manilaDate, manilaMoment, MS_PER_MINUTE, ZONE_LABEL } from '../time';

export function asOfText(asOf: string, now: Date): string {
  const moment = manilaMoment(Date.parse(asOf));
  const today = manilaDate(now);
  const time = `${formatTime12(moment.minuteOfDay)} ${ZONE_LABEL}`;
  return moment.date === today ? time : `${formatIsoDay(moment.date, today)}, ${time}`;
}

export function ageText(asOf: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(asOf)) / MS_PER_MINUTE);
  return minutes < 1 ? 'under a minute ago' : `${formatDuration(minutes, { days: true })} ago`;
}
