import { describe, expect, it } from 'vitest';
import { danglingReference } from '../../../src/pipeline/checks/dangling-reference';
import { makeTimetable, PORTS, runCheck } from '../builders';

describe('dangling_reference', () => {
  it.each([
    ['a timetable from a port that does not exist → notice with the nearest id', { ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manilla', 'cebu')] },
      { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'from'] },
      'there is no port "manilla"; did you mean "manila"? — correct the id or add the port to ports.yaml',
      { id: 'manilla', collection: 'ports', suggestion: 'manila' }],
    ['a FAQ answer pointing at an unknown policy → notice (reference sites are read from the schemas)', {
      policies: [{ id: 'children-free', topic: 'child_free_age', text: 'Free under 3.', source: '/faq › x' }],
      faq: { sections: [{ title: 'Fares', items: [{ q: 'Do children pay?', policy: 'children-fre' }, { q: 'Q', a: 'A' }] }] },
    }, { file: 'data/faq.yaml', path: ['sections', 0, 'items', 0, 'policy'] },
      'there is no policy "children-fre"; did you mean "children-free"? — correct the id or add the policy to policies.yaml',
      { id: 'children-fre', collection: 'policies', suggestion: 'children-free' }],
    ['a place pointing at an unknown port, with nothing close → notice without a suggestion', { places: [{ name: 'Nowhere', port: 'atlantis' }], ports: PORTS },
      { file: 'data/places.yaml', path: ['places', 0, 'port'] },
      'there is no port "atlantis" — correct the id or add the port to ports.yaml', { id: 'atlantis', collection: 'ports' }],
  ])('%s', (_, parts, at, message, context) => {
    expect(runCheck(danglingReference, parts)).toEqual([{ code: 'dangling_reference', severity: 'error', at, message, context }]);
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
