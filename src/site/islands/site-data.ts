/**
 * What the layout gives every island of a page (the advisories of the site and the operator's phone), written once
 * per page as a JSON block (islands/context.tsx SiteDataBlock) and read back here, by the page runtime on a page
 * that has islands. No framework.
 */
import type { Advisory } from '../../graph/types';
import type { Phone } from '../components/types';

/** What the layout gives every island of a page. */
export interface SiteData {
  advisories: Advisory[];
  phone: Phone | undefined;
}

/** Id of the layout's JSON block (SiteDataBlock). */
export const SITE_DATA_ID = 'site-data';

/** The page's site data; no advisories and no phone when the block is missing. */
export function readSiteData(doc: Pick<Document, 'getElementById'>): SiteData {
  const text = doc.getElementById(SITE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as SiteData) : { advisories: [], phone: undefined };
}

