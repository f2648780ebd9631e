/**
 * The build's instant, read once at the edge (the root loader) and passed in: SOURCE_DATE_EPOCH when set (the
 * reproducible-builds convention, so a rebuild of an old release says the same year), else the clock.
 */
import { systemClock, type Clock } from './clock';

export function buildInstant(env: Record<string, string | undefined> = process.env, clock: Clock = systemClock): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return clock();
}
