/** The order of the destinations is data (pages.yaml › destinations.order): what is left out, listed twice or unknown. */
import { describe, expect, it } from 'vitest';
import { danglingReference } from '../../../src/pipeline/checks/dangling-reference';
import { destinationListing } from '../../../src/pipeline/checks/destination-listing';
import { duplicateId } from '../../../src/pipeline/checks/duplicate-id';
import { fixture, makeContext, makeDestination, makePort, runCheck } from '../builders';

const pagesWithOrder = (order: string[]) => {
  const pages = fixture('pages.yaml') as { destinations: Record<string, unknown> };
  return { ...pages, destinations: { ...pages.destinations, order } };
};
const ports = ['manila', 'cebu', 'coron', 'siquijor'].map((id) => makePort(id));
const destinations = ['cebu', 'coron', 'siquijor'].map((slug) => makeDestination(slug));

describe('destination_not_ordered', () => {
  it('a destination the order leaves out → notice at its slug; pages still list it, last', () => {
    const parts = { ports, destinations, pages: pagesWithOrder(['coron', 'cebu']) };
    expect(runCheck(destinationListing, parts)).toEqual([{
      code: 'destination_not_ordered', severity: 'warning',
      at: { file: 'data/destinations/siquijor.yaml', path: ['slug'] },
      message: 'destination "siquijor" is not in the order of the destination list (data/pages.yaml › destinations.order), so every page lists it last — add "siquijor" where it belongs',
      context: { slug: 'siquijor' },
      related: [{ file: 'data/pages.yaml', path: ['destinations', 'order'] }],
    }]);
    expect(makeContext(parts).graph.destinations.map((d) => d.slug)).toEqual(['coron', 'cebu', 'siquijor']);
  });

  it('every destination in the order → no notice, and the graph lists them in that order', () => {
    const parts = { ports, destinations, pages: pagesWithOrder(['siquijor', 'cebu', 'coron']) };
    expect(runCheck(destinationListing, parts)).toEqual([]);
    expect(makeContext(parts).graph.destinations.map((d) => d.slug)).toEqual(['siquijor', 'cebu', 'coron']);
  });
});

describe('the order list itself', () => {
  it('a slug with no destination → dangling_reference at the entry, naming the nearest slug', () => {
    // The pages name a policy too (bookTickets.whoPays): the fixture's policies answer it.
    const parts = { ports, destinations, policies: (fixture('policies.yaml') as { policies: Record<string, unknown>[] }).policies, pages: pagesWithOrder(['cebu', 'coron', 'siquijor', 'siquijr']) };
    expect(runCheck(danglingReference, parts)).toEqual([expect.objectContaining({
      code: 'dangling_reference', at: { file: 'data/pages.yaml', path: ['destinations', 'order', 3] },
      message: 'there is no destination "siquijr"; did you mean "siquijor"? — correct the id or add the destination to destinations/',
    })]);
  });

  it('a slug listed twice → duplicate_id at the second mention', () => {
    const parts = { ports, destinations, pages: pagesWithOrder(['cebu', 'coron', 'siquijor', 'cebu']) };
    expect(runCheck(duplicateId, parts)).toEqual([{
      code: 'duplicate_id', severity: 'error',
      at: { file: 'data/pages.yaml', path: ['destinations', 'order', 3] },
      message: 'destination order entry "cebu" is already used earlier in this file — list each destination once',
      context: { id: 'cebu', kind: 'destination order entry' },
      related: [{ file: 'data/pages.yaml', path: ['destinations', 'order', 0] }],
    }]);
  });
});
