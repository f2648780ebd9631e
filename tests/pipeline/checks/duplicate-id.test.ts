import { describe, expect, it } from 'vitest';
import { duplicateId } from '../../../src/pipeline/checks/duplicate-id';
import { makeDestination, makePort, makeTimetable, PORTS, runCheck } from '../builders';

describe('duplicate_id', () => {
  it.each([
    ['two ports with one id → notice on the second, pointing back at the first', { ports: [...PORTS, makePort('cebu', { name: 'Cebu Pier 1' })] },
      { file: 'data/ports.yaml', path: ['ports', 3, 'id'] }, 'port id "cebu" is already used earlier in this file — give one of them another id or merge them',
      { id: 'cebu', kind: 'port id' }, { file: 'data/ports.yaml', path: ['ports', 1, 'id'] }],
    ['the same timetable id in two files → notice naming the other file', {
      ports: PORTS,
      timetables: { 'a.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu')], 'b.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu')] },
    }, { file: 'data/timetables/b.yaml', path: ['timetables', 0, 'id'] },
      'timetable id "manila-cebu" is already used in data/timetables/a.yaml — give one of them another id or merge them',
      { id: 'manila-cebu', kind: 'timetable id' }, { file: 'data/timetables/a.yaml', path: ['timetables', 0, 'id'] }],
  ])('%s', (_, parts, at, message, context, first) => {
    expect(runCheck(duplicateId, parts)).toEqual([{ code: 'duplicate_id', severity: 'error', at, message, context, related: [first] }]);
  });

  it('two destinations with one slug → notice', () => {
    const findings = runCheck(duplicateId, { destinations: [makeDestination('cebu'), makeDestination('cebu', { name: 'Cebu City' })] });
    expect(findings.map((f) => [f.code, f.context])).toEqual([['duplicate_id', { id: 'cebu', kind: 'destination slug' }]]);
  });

  it('unique ids → no notice', () => {
    expect(runCheck(duplicateId, { ports: PORTS, destinations: [makeDestination('cebu')] })).toEqual([]);
  });
});
