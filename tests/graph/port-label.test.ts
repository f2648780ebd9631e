/**
 * One name per place (issue 17 item 8): the label is the port's name with the town a traveller knows, from
 * ports.yaml and the destination pages; the shipped data's labels are pinned so a data edit that changes one shows.
 */
import { describe, expect, it } from 'vitest';
import { portLabel } from '../../src/graph/port-label';
import { shippedGraph } from '../support/shipped-graph';

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

describe('labels of the shipped ports', () => {
  it('every port has one, from its name and its destination page', () => {
    const labels = Object.fromEntries(shippedGraph().ports.map((p) => [p.id, p.label]));
    expect(labels).toEqual({
      manila: 'Manila North Harbor', batangas: 'Batangas Port', cebu: 'Cebu Port', bacolod: 'Bacolod Port',
      iloilo: 'Iloilo Port', 'cagayan-de-oro': 'Cagayan de Oro Port', caticlan: 'Caticlan Jetty Port (Boracay)',
      'puerto-galera': 'Puerto Galera Port (Muelle / Balatero)', odiongan: 'Odiongan Port', roxas: 'Culasi Port (Roxas)',
      'puerto-princesa': 'Puerto Princesa Port', coron: 'Coron Port', 'el-nido': 'El Nido', tagbilaran: 'Tagbilaran Port (Bohol)',
      nasipit: 'Nasipit Port (Butuan)', dumaguete: 'Dumaguete Port', dipolog: 'Dipolog (Pulauan) Port', ozamiz: 'Ozamis Port',
      zamboanga: 'Zamboanga Port',
    });
  });

  it('default timetable names use the labels, so headings name places as the filters do', () => {
    const names = Object.fromEntries(shippedGraph().timetables.map((t) => [t.id, t.name]));
    expect(names['batangas-roxas']).toBe('Batangas Port to Culasi Port (Roxas)');
    expect(names['nasipit-manila']).toBe('Nasipit Port (Butuan) to Manila North Harbor');
    expect(names['batangas-caticlan']).toBe('Batangas Port to Caticlan Jetty Port (Boracay)');
  });
});
