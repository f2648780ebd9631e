/**
 * Class strings shared by the display components, so buttons, links and focus rings look the same on every page.
 * Colours are chosen for WCAG AA: sky-700/800 on white and white on sky-700 are above 4.5:1; every control is at
 * least 44px tall (WCAG 2.2 target size asks for 24px).
 */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

const buttonBase =
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-center font-semibold no-underline transition-colors ${focusRing}`;

export const buttonVariants = {
  primary: `${buttonBase} bg-sky-700 text-white hover:bg-sky-800`,
  secondary: `${buttonBase} border border-sky-700 bg-white text-sky-800 hover:bg-sky-50`,
  /** On the dark hero image. */
  light: `${buttonBase} bg-white text-sky-900 hover:bg-sky-50`,
  outlineLight: `${buttonBase} border-2 border-white bg-transparent text-white hover:bg-white/15`,
} as const;
export type ButtonVariant = keyof typeof buttonVariants;

/** A link on the dark page intro (the trip planner under the /schedules and /routes intros). */
export const introLink = `inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-sky-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white`;

/** An inline text link inside copy. */
export const textLink = `font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-900 ${focusRing}`;

/** A rounded outline link in a row of choices (the /schedules group links, the routes of a port on /ports). */
export const pillLink = `inline-flex min-h-11 items-center rounded-full border border-sky-700 px-3 text-sm font-semibold text-sky-800 hover:bg-sky-50 ${focusRing}`;

export const sectionHeading = 'text-2xl font-bold text-slate-900 sm:text-3xl';
export const cardHeading = 'text-lg font-bold text-slate-900';
