/**
 * One link component for hrefs that come from data: site paths and tel:/mailto: are plain anchors (navigation is a
 * page load, answered from the offline worker's cache when it has the page: no router in the browser), absolute
 * URLs open in a new tab via ExternalLink. Islands use it too: it needs no context.
 */
import type { ReactNode } from 'react';
import { isExternal } from '../format/links';
import { ExternalLink } from './ExternalLink';
import { buttonVariants, textLink, type ButtonVariant } from './ui';

interface SiteLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Extra words for assistive tech when the visible label is ambiguous ("Book Tickets" on many cards). */
  ariaLabel?: string;
  /** The route a Book Tickets link books (`data-route`): check:facts holds every such link to name both places alike. */
  route?: string;
}

export function SiteLink({ to, children, className = textLink, ariaLabel, route }: SiteLinkProps) {
  if (isExternal(to)) return <ExternalLink href={to} className={className}>{children}</ExternalLink>;
  return <a href={to} className={className} aria-label={ariaLabel} data-route={route}>{children}</a>;
}

export function ButtonLink({ variant = 'primary', className = '', ...rest }: SiteLinkProps & { variant?: ButtonVariant }) {
  return <SiteLink {...rest} className={`${buttonVariants[variant]} ${className}`.trim()} />;
}
