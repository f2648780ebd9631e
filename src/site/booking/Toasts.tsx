/**
 * The panel's Toaster (sonner, ~9.6 KB gzip), in a chunk of its own that SearchPanel mounts on the traveller's first
 * touch of the form (focus, pointer or submit), not with the page. Client only: sonner reads the document
 * and injects its <style> when its module loads (hashed in the CSP by scripts/postbuild/runtime-styles.ts).
 * Top centre, just below the sticky header (it never covers the header and its menu), above the
 * on-screen keyboard; the field to fix is scrolled below the toast (styles.ts fieldClass, SearchPanel focusToFix), so
 * on a phone the toast and the focused field never overlap.
 */
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_DURATION_MS, toasterReady } from './notify';

/** sonner's rich colours miss 4.5:1 on their tints (#e60000 on #fff0f0 is 4.3:1): darker text, same tints. */
const TOAST_COLOURS = {
  '--error-text': '#b91c1c',
  '--success-text': '#166534',
} as React.CSSProperties;

/** The sticky header is 5rem tall (html scroll-padding-top): the toast starts just below it. Coupled with styles.ts. */
const BELOW_HEADER = { top: '5.5rem' };

export function Toasts() {
  // Runs after the Toaster's own effects (children first), so it is subscribed when notices start to flow.
  useEffect(() => toasterReady(toast), []);
  return (
    <Toaster position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors visibleToasts={1}
      duration={TOAST_DURATION_MS} style={TOAST_COLOURS} />
  );
}
