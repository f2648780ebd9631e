import { describe, expect, it } from 'vitest';
import { duplicateId } from '../../../src/pipeline/checks/duplicate-id';
import { makeDestination, makePort, makeTimetable, PORTS, runCheck } from '../builders';

describe('duplicate_id', () => {
  it('two ports with one id → notice on the second, pointing back at the first', () => {
    expect(runCheck(duplicateId, { ports: [...PORTS, makePort('cebu', { name: 'Cebu Pier 1' })] })).toEqual([{
      code: 'duplicate_id', severity: 'error',
      at: { file: 'data/ports.yaml', path: ['ports', 3, 'id'] },
      message: 'port id "cebu" is already used earlier in this file — give one of them another id or merge them',
      context: { id: 'cebu', kind: 'port id' },
      related: [{ file: 'data/ports.yaml', path: ['ports', 1, 'id'] }],
    }]);
  });

  it('the same timetable id in two files → notice naming the other file', () => {
    const findings = runCheck(duplicateId, {
      ports: PORTS,
      timetables: { 'a.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu')], 'b.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu')] },
    });
    expect(findings).toEqual([{
      code: 'duplicate_id', severity: 'error',
      at: { file: 'data/timetables/b.yaml', path: ['timetables', 0, 'id'] },
      message: 'timetable id "manila-cebu" is already used in data/timetables/a.yaml — give one of them another id or merge them',
      context: { id: 'manila-cebu', kind: 'timetable id' },
      related: [{ file: 'data/timetables/a.yaml', path: ['timetables', 0, 'id'] }],
    }]);
  });

  it('two destinations with one slug → notice', () => {
    const findings = runCheck(duplicateId, { destinations: [makeDestination('cebu'), makeDestination('cebu', { name: 'Cebu City' })] });
    expect(findings.map((f) => [f.code, f.context])).toEqual([['duplicate_id', { id: 'cebu', kind: 'destination slug' }]]);
  });

  it('unique ids → no notice', () => {
    expect(runCheck(duplicateId, { ports: PORTS, destinations: [makeDestination('cebu')] })).toEqual([]);
  });
});
