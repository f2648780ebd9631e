import { describe, expect, it } from 'vitest';
import { danglingReference } from '../../../src/pipeline/checks/dangling-reference';
import { makeTimetable, PORTS, runCheck } from '../builders';

describe('dangling_reference', () => {
  it('a timetable from a port that does not exist → notice with the nearest id', () => {
    const findings = runCheck(danglingReference, {
      ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manilla', 'cebu')],
    });
    expect(findings).toEqual([{
      code: 'dangling_reference', severity: 'error',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'from'] },
      message: 'there is no port "manilla"; did you mean "manila"? — correct the id or add the port to ports.yaml',
      context: { id: 'manilla', collection: 'ports', suggestion: 'manila' },
    }]);
  });

  it('a FAQ answer pointing at an unknown policy → notice (reference sites are read from the schemas)', () => {
    const findings = runCheck(danglingReference, {
      policies: [{ id: 'children-free', topic: 'child_free_age', text: 'Free under 3.', source: '/faq › x' }],
      faq: { sections: [{ title: 'Fares', items: [{ q: 'Do children pay?', policy: 'children-fre' }, { q: 'Q', a: 'A' }] }] },
    });
    expect(findings).toEqual([{
      code: 'dangling_reference', severity: 'error',
      at: { file: 'data/faq.yaml', path: ['sections', 0, 'items', 0, 'policy'] },
      message: 'there is no policy "children-fre"; did you mean "children-free"? — correct the id or add the policy to policies.yaml',
      context: { id: 'children-fre', collection: 'policies', suggestion: 'children-free' },
    }]);
  });

  it('a place pointing at an unknown port, with nothing close → notice without a suggestion', () => {
    const findings = runCheck(danglingReference, { places: [{ name: 'Nowhere', port: 'atlantis' }], ports: PORTS });
    expect(findings).toEqual([{
      code: 'dangling_reference', severity: 'error',
      at: { file: 'data/places.yaml', path: ['places', 0, 'port'] },
      message: 'there is no port "atlantis" — correct the id or add the port to ports.yaml',
      context: { id: 'atlantis', collection: 'ports' },
    }]);
  });

  it('a schedule group naming a missing timetable → notice', () => {
    const findings = runCheck(danglingReference, {
      ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu')],
      schedules: { groups: [{ title: 'Manila Routes', timetables: ['manila-cebu', 'manila-iloilo'] }] },
    });
    expect(findings.map((f) => [f.at.path, f.context.id])).toEqual([[['groups', 0, 'timetables', 1], 'manila-iloilo']]);
  });

  it('every reference resolves → no notice', () => {
    expect(runCheck(danglingReference, { ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu')] })).toEqual([]);
  });

  it('the referenced collection failed to load → no notice (its own notices explain; no cascade)', () => {
    const findings = runCheck(danglingReference, { timetables: [makeTimetable('manila-cebu', 'manila', 'cebu')] },
      { incomplete: ['ports'] });
    expect(findings).toEqual([]);
  });
});
