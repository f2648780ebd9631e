/**
 * The build's instant, read once at the edge (the root loader) and passed in: SOURCE_DATE_EPOCH when set (the
 * reproducible-builds convention, so a rebuild of an old release says the same year), else the clock.
 */
export function buildInstant(env: Record<string, string | undefined> = process.env, clock: () => Date = () => new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return clock();
}

/** The calendar year in Manila at `instant` (the site's zone, whatever the zone of the machine or browser). */
export function yearInManila(instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', year: 'numeric' }).format(instant));
}

/**
 * The calendar day in Manila at `instant`, yyyy-MM-dd: the build date printed at the foot of every page (issue 16
 * item 3). From buildInstant(), so SOURCE_DATE_EPOCH pins it and a rebuild of the same sources prints the same date.
 */
export function dayInManila(instant: Date): string {
  // en-CA writes yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
