// @vitest-environment jsdom
/**
 * "Did you mean" with fuse.js loaded on first use: nothing close is offered before the panel asks for
 * the matcher (a field got focus), and once it has loaded a typo finds its place.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useDidYouMean } from '../../src/site/booking/use-did-you-mean';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAMES = ['Manila', 'Cebu', 'Dumaguete', 'Zamboanga'];

describe('useDidYouMean', () => {
  it('offers nothing until prepared, then close names for a typo', async () => {
    let latest: ReturnType<typeof useDidYouMean> | undefined;
    function Probe() {
      latest = useDidYouMean(NAMES);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    expect(latest!.didYouMean('Dumagete')).toEqual([]);

    await act(async () => latest!.prepare());
    await vi.waitFor(() => expect(latest!.didYouMean('Dumagete')).toEqual(['Dumaguete']));
    expect(latest!.didYouMean('zzzz')).toEqual([]);
    act(() => root.unmount());
  });
});
