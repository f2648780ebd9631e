/**
 * A link that leaves the site: new tab, no opener, no referrer (as the spec asks of the hand-off), and a visually
 * hidden "(opens in a new tab)" so screen-reader users are told before the context changes.
 */
import type { ReactNode } from 'react';

const NEW_TAB_HINT = '(opens in a new tab)';

export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {NEW_TAB_HINT}</span>
    </a>
  );
}
