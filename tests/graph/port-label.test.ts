/**
 * One name per place: the label is the port's name with the town a traveller knows, from
 * ports.yaml and the destination pages; pinned on the network fixture.
 */
import { describe, expect, it } from 'vitest';
import { portLabel } from '../../src/graph/port-label';
import { fixtureGraph } from '../support/fixture-data';

describe('portLabel', () => {
  it('adds the town when the port\'s name does not say it', () => {
    expect(portLabel('Culasi Port', 'Roxas')).toBe('Culasi Port (Roxas)');
    expect(portLabel('Nasipit Port', 'Butuan')).toBe('Nasipit Port (Butuan)');
  });

  it('leaves a name that already says the town as it is', () => {
    expect(portLabel('Batangas Port', 'Batangas')).toBe('Batangas Port');
    expect(portLabel('Cagayan de Oro Port', 'Cagayan de Oro')).toBe('Cagayan de Oro Port');
    expect(portLabel('Puerto Galera Port (Muelle / Balatero)', 'Puerto Galera')).toBe('Puerto Galera Port (Muelle / Balatero)');
  });

  it('adds only the words the name lacks; filler words ("via", "City") never count', () => {
    expect(portLabel('Caticlan Jetty Port', 'Boracay via Caticlan')).toBe('Caticlan Jetty Port (Boracay)');
    expect(portLabel('Tagbilaran Port', 'Tagbilaran Bohol')).toBe('Tagbilaran Port (Bohol)');
    expect(portLabel('Culasi Port', 'Roxas City')).toBe('Culasi Port (Roxas)');
  });

  it('a spelling one letter apart in a long word is the same town; a short or different word is not', () => {
    expect(portLabel('Ozamiz Port', 'Ozamis')).toBe('Ozamiz Port');
    expect(portLabel('Cebu Port', 'Ceba')).toBe('Cebu Port (Ceba)');
    expect(portLabel('Nasipit Port', 'Nasugbu')).toBe('Nasipit Port (Nasugbu)');
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
