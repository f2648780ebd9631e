/**
 * Class strings shared by the panel's controls, so every field has the same height (44px: above the 24px
 * target minimum of WCAG 2.2 2.5.8), border and visible focus ring.
 */
export const labelClass = 'text-sm font-semibold text-slate-900';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/**
 * scroll-mt-36: a field the panel marks invalid is scrolled to at least 9rem below the sticky header's 5rem
 * (html scroll-padding-top), so the error toast just below the header (from 5.5rem, at most about 7rem tall on a
 * 375 px phone) never covers it. Coupled with the Toaster's offset (Toasts.tsx).
 */
export function fieldClass(invalid: boolean): string {
  const border = invalid ? 'border-red-700' : 'border-slate-400';
  return `h-11 w-full scroll-mt-36 rounded-md border ${border} bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 ${focusRing}`;
}

export const buttonClass = `inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold ${focusRing}`;
