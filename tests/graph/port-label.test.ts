/**
 * One name per place: the label is the port's name with the town a traveller knows, from
 * ports.yaml and the destination pages; pinned on the network fixture.
 */
import { describe, expect, it } from 'vitest';
import { portLabel } from '../../src/graph/port-label';
import { fixtureGraph } from '../support/fixture-data';

describe('portLabel', () => {
  it.each([
    ['adds the town when the port\'s name does not say it', 'Culasi Port', 'Roxas', 'Culasi Port (Roxas)'],
    ['adds the town when the port\'s name does not say it', 'Nasipit Port', 'Butuan', 'Nasipit Port (Butuan)'],
    ['leaves a name that already says the town as it is', 'Batangas Port', 'Batangas', 'Batangas Port'],
    ['leaves a name that already says the town as it is', 'Cagayan de Oro Port', 'Cagayan de Oro', 'Cagayan de Oro Port'],
    ['leaves a name that already says the town as it is', 'Puerto Galera Port (Muelle / Balatero)', 'Puerto Galera',
      'Puerto Galera Port (Muelle / Balatero)'],
    ['adds only the words the name lacks; filler words ("via", "City") never count', 'Caticlan Jetty Port', 'Boracay via Caticlan',
      'Caticlan Jetty Port (Boracay)'],
    ['adds only the words the name lacks; filler words ("via", "City") never count', 'Tagbilaran Port', 'Tagbilaran Bohol', 'Tagbilaran Port (Bohol)'],
    ['adds only the words the name lacks; filler words ("via", "City") never count', 'Culasi Port', 'Roxas City', 'Culasi Port (Roxas)'],
    ['a spelling one letter apart in a long word is the same town', 'Ozamiz Port', 'Ozamis', 'Ozamiz Port'],
    ['a short word one letter apart is not the same town', 'Cebu Port', 'Ceba', 'Cebu Port (Ceba)'],
    ['a different word is not the same town', 'Nasipit Port', 'Nasugbu', 'Nasipit Port (Nasugbu)'],
  ])('%s: %j + %j', (_, name, town, label) => {
    expect(portLabel(name, town)).toBe(label);
  });
});

describe('labels of the network fixture\'s ports (tests/fixtures/network)', () => {
  it('every port has one: its name, with the destination page\'s name or else the city when the name lacks it', () => {
    const labels = Object.fromEntries(fixtureGraph('network').ports.map((p) => [p.id, p.label]));
    expect(labels).toEqual({
      manila: 'Manila North Harbor', batangas: 'Batangas Port', cebu: 'Cebu Port', 'puerto-princesa': 'Puerto Princesa Port',
      'el-nido': 'El Nido Terminal', caticlan: 'Caticlan Jetty Port (Boracay)', tagbilaran: 'Tagbilaran Port',
      roxas: 'Culasi Port (Roxas)', nasipit: 'Nasipit Port',
    });
  });

  it('default timetable names use the labels, so headings name places as the filters do', () => {
    const names = Object.fromEntries(fixtureGraph('network').routes.map((t) => [t.id, t.name]));
    expect(names['batangas-roxas']).toBe('Batangas Port to Culasi Port (Roxas)');
    expect(names['roxas-caticlan']).toBe('Culasi Port (Roxas) to Caticlan Jetty Port (Boracay)');
    // A name the data gives is kept.
    expect(names['puerto-princesa-el-nido-road']).toBe('Puerto Princesa to El Nido by van');
  });
});
