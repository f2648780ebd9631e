/**
 * The panel's Toaster (sonner, ~9.6 KB gzip), in a chunk of its own that SearchPanel mounts on the traveller's first
 * touch of the form (focus, pointer or submit), not with the page (issue 14). Client only: sonner reads the document
 * and injects its <style> when its module loads (hashed in the CSP by scripts/postbuild/runtime-styles.ts).
 * Top centre, over the sticky header: the field to fix is scrolled below it (SearchPanel focusToFix), so on a phone
 * the toast and the focused field never overlap, and it stays above the on-screen keyboard.
 */
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_DURATION_MS, toasterReady } from './notify';

/** sonner's rich colours miss 4.5:1 on their tints (#e60000 on #fff0f0 is 4.3:1): darker text, same tints. */
const TOAST_COLOURS = {
  '--error-text': '#b91c1c',
  '--success-text': '#166534',
} as React.CSSProperties;

export function Toasts() {
  // Runs after the Toaster's own effects (children first), so it is subscribed when notices start to flow.
  useEffect(() => toasterReady(toast), []);
  return <Toaster position="top-center" richColors visibleToasts={1} duration={TOAST_DURATION_MS} style={TOAST_COLOURS} />;
}
