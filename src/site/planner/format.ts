/** Durations in the planner: waits, leg times and totals that can run over a day. */

/** 45 → "45 min"; 810 → "13 h 30 min"; 2000 → "1 day 9 h 20 min"; 2880 → "2 days". */
export function formatSpan(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts = [days ? `${days} ${days === 1 ? 'day' : 'days'}` : '', h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 min';
}
