/**
 * What the layout gives every island of a page (the advisories of the site, the operator's phone, the build date),
 * written once per page as a JSON block (islands/context.tsx SiteDataBlock) and read back here. No framework: the
 * page runtime reads it on every page, before it knows whether the page has an island at all.
 */
import type { Advisory } from '../../graph/types';
import type { Phone } from '../components/types';

/** What the layout gives every island of a page. */
export interface SiteData {
  advisories: Advisory[];
  phone: Phone | undefined;
  /** The build date, as the printed foot words it. */
  published?: string;
}

/** Id of the layout's JSON block (SiteDataBlock). */
export const SITE_DATA_ID = 'site-data';

/** The page's site data; no advisories and no phone when the block is missing. */
export function readSiteData(doc: Pick<Document, 'getElementById'>): SiteData {
  const text = doc.getElementById(SITE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as SiteData) : { advisories: [], phone: undefined };
}

