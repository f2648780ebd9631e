/**
 * The foot of a printed page, hidden on screen: the time zone every time on the sheet is in, the
 * page's canonical address (so the paper leads back to the live timetable) and the build date (so the reader knows
 * how old the timetable on the paper is). Pre-rendered from the layout data (wording made at build time,
 * print-foot.server.ts), no script of its own: the build date is the build's (SOURCE_DATE_EPOCH), never the
 * visitor's clock, and the address is the canonical one (no filter query).
 */
import { useLocation, useMatches } from 'react-router-dom';
import type { LayoutData } from '../data/loader';
import { canonicalUrl } from '../seo/meta';

type PrintFootProps = Pick<LayoutData, 'baseUrl' | 'printFoot' | 'phone'>;

export function PrintFoot({ baseUrl, printFoot: { zoneLine, published }, phone }: PrintFootProps) {
  const { pathname } = useLocation();
  // A path with no page of its own (the 404; an unknown slug, served 404.html) has no address to print: its HTML was
  // rendered for /404, whatever address it is served at. Every other page has loader data.
  const hasPage = useMatches().at(-1)?.data != null;
  const url = hasPage ? canonicalUrl(baseUrl, pathname) : null;
  return (
    <div className="hidden print:mt-3 print:block print:break-inside-avoid print:border-t print:pt-2 print:text-sm" data-testid="print-foot">
      <p>
        <strong>{zoneLine}</strong> Schedules can change with the weather: check the page or call{' '}
        {phone.display} before you travel.
      </p>
      <p>
        {url ? <>Printed from <span className="break-all">{url}</span> · timetable</> : 'Timetable'} published{' '}
        <time dateTime={published.iso}>{published.text}</time>.
      </p>
    </div>
  );
}
