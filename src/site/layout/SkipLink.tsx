/** First focusable element of every page: jumps past the header to the page content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 print:hidden rounded-md bg-white px-4 py-3 font-semibold text-sky-900 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-sky-700"
    >
      Skip to main content
    </a>
  );
}
