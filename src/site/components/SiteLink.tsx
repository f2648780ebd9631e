/**
 * One link component for hrefs that come from data: site paths go through the router (client-side navigation),
 * tel:/mailto: stay plain anchors, absolute URLs open in a new tab via ExternalLink.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternal, isNonRoute } from '../format/links';
import { ExternalLink } from './ExternalLink';
import { buttonVariants, textLink, type ButtonVariant } from './ui';

interface SiteLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Extra words for assistive tech when the visible label is ambiguous ("Book Tickets" on many cards). */
  ariaLabel?: string;
}

export function SiteLink({ to, children, className = textLink, ariaLabel }: SiteLinkProps) {
  if (isExternal(to)) return <ExternalLink href={to} className={className}>{children}</ExternalLink>;
  if (isNonRoute(to)) return <a href={to} className={className} aria-label={ariaLabel}>{children}</a>;
  return <Link to={to} className={className} aria-label={ariaLabel}>{children}</Link>;
}

export function ButtonLink({ variant = 'primary', className = '', ...rest }: SiteLinkProps & { variant?: ButtonVariant }) {
  return <SiteLink {...rest} className={`${buttonVariants[variant]} ${className}`.trim()} />;
}
