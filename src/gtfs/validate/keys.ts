/** Primary keys are unique, foreign keys point at existing rows, and nothing published goes unused. */
import { FOREIGN_KEYS, PRIMARY_KEYS, type FeedFileName } from '../spec';
import { problem, rowsOf, valuesOf, type FeedProblem, type Tables } from './tables';

export function checkKeys(tables: Tables): FeedProblem[] {
  const problems: FeedProblem[] = [];
  for (const [file, table] of tables) {
    const key = PRIMARY_KEYS[file as FeedFileName];
    if (!key || key.length === 0) continue;
    const firstLine = new Map<string, number>();
    for (const row of table.rows) {
      const value = key.map((column) => row.values[column] ?? '').join('\u0000');
      const earlier = firstLine.get(value);
      if (earlier !== undefined) {
        problems.push(problem('duplicate_key', 'error', file, row.line, key.join(','), `${key.map((c) => `${c} "${row.values[c]}"`).join(', ')} is already used on line ${earlier}.`));
      } else {
        firstLine.set(value, row.line);
      }
    }
  }

  for (const fk of FOREIGN_KEYS) {
    const targets = valuesOf(tables, fk.target, fk.targetField);
    for (const row of rowsOf(tables, fk.file)) {
      const value = row.values[fk.field];
      if (value === undefined || value === '') continue;
      if (!targets.has(value)) {
        problems.push(problem('foreign_key_violation', 'error', fk.file, row.line, fk.field, `${fk.field} "${value}" names no row of ${fk.target} (${fk.targetField}).`));
      }
    }
  }

  // Referenced the other way round: a stop no trip calls at, a route without trips, a trip without stop times.
  const unused: { file: string; column: string; by: [string, string]; rule: string; what: string }[] = [
    { file: 'stops.txt', column: 'stop_id', by: ['stop_times.txt', 'stop_id'], rule: 'unused_stop', what: 'No trip stops at' },
    { file: 'routes.txt', column: 'route_id', by: ['trips.txt', 'route_id'], rule: 'route_without_trips', what: 'No trip runs on' },
    { file: 'calendar.txt', column: 'service_id', by: ['trips.txt', 'service_id'], rule: 'unused_service', what: 'No trip uses' },
    { file: 'trips.txt', column: 'trip_id', by: ['stop_times.txt', 'trip_id'], rule: 'unused_trip', what: 'No stop time belongs to' },
  ];
  for (const check of unused) {
    const users = valuesOf(tables, ...check.by);
    for (const row of rowsOf(tables, check.file)) {
      const id = row.values[check.column] ?? '';
      if (!users.has(id)) problems.push(problem(check.rule, 'warning', check.file, row.line, check.column, `${check.what} ${check.column} "${id}".`));
    }
  }
  return problems;
}
