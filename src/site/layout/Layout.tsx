/**
 * The page frame: skip link, header, the status banner (filled from /status.json at run time) and travel advisories
 * (shown while in force), <main id="main"> with the page, the print-only
 * foot (address, build date, time zone), footer, and the offline / newer-timetable notices. Data comes from the root
 * route's loader (a slice of data/site.yaml). What islands need from it (the advisories, the phone, the build date)
 * is provided to them here while pre-rendering and written once into the page for the browser (islands/context.tsx).
 */
import { Outlet, useLocation } from 'react-router-dom';
import { AdvisoryBanner } from '../advisories/AdvisoryBanner';
import { StatusBanner } from '../status/StatusBanner';
import { useLayoutData } from '../data/loader';
import { SiteAdvisoriesContext, SiteDataBlock, SitePublishedContext } from '../islands/context';
import { IslandScope } from '../islands/Island';
import { ConnectionNotice } from '../offline/ConnectionNotice';
import { UpdateNotice } from '../offline/UpdateNotice';
import { SitePhone } from '../components/site-phone';
import { Footer } from './Footer';
import { Header } from './Header';
import { PrintFoot } from './PrintFoot';
import { SkipLink } from './SkipLink';

/** The pages where decisions start: their status banner lists the changes (elsewhere it links to /schedules). */
const LISTS_CHANGES = new Set(['/', '/schedules']);

export function Layout() {
  const layout = useLayoutData();
  const { pathname } = useLocation();
  const advisories = layout?.advisories ?? [];
  const published = layout?.printFoot.published.text;
  return (
    <IslandScope>
      <SitePhone.Provider value={layout?.phone}>
        <SiteAdvisoriesContext.Provider value={advisories}>
          <SitePublishedContext.Provider value={published}>
            <SkipLink />
            {layout && <Header headerTitle={layout.headerTitle} logo={layout.logo} nav={layout.nav} />}
            <ConnectionNotice />
            <StatusBanner ports={LISTS_CHANGES.has(pathname.replace(/(.)\/$/, '$1')) ? layout?.portLinks ?? null : null} />
            <AdvisoryBanner advisories={advisories} />
            <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
              <Outlet />
            </main>
            {layout && <PrintFoot baseUrl={layout.baseUrl} printFoot={layout.printFoot} phone={layout.phone} />}
            {layout && <Footer brand={layout.brand} footer={layout.footer} buildYear={layout.buildYear} />}
            <UpdateNotice />
            <SiteDataBlock data={{ advisories: [...advisories], phone: layout?.phone, published }} />
          </SitePublishedContext.Provider>
        </SiteAdvisoriesContext.Provider>
      </SitePhone.Provider>
    </IslandScope>
  );
}
