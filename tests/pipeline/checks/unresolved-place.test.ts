import { describe, expect, it } from 'vitest';
import { unresolvedPlace } from '../../../src/pipeline/checks/unresolved-place';
import { PORTS, runCheck } from '../builders';

describe('unresolved_place', () => {
  it('a place without a port → info', () => {
    expect(runCheck(unresolvedPlace, { ports: PORTS, places: [{ name: 'Manila', port: 'manila' }, { name: 'Siargao' }] })).toEqual([{
      code: 'unresolved_place', severity: 'info',
      at: { file: 'data/places.yaml', path: ['places', 1, 'name'] },
      message: '"Siargao" has no port, so schedule searches cannot use it — add port: <id> if a port in ports.yaml serves it',
      context: { place: 'Siargao' },
    }]);
  });

  it('every place has a port → no notice', () => {
    expect(runCheck(unresolvedPlace, { ports: PORTS, places: [{ name: 'Manila', port: 'manila' }] })).toEqual([]);
  });
});
