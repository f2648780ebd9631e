/**
 * The page frame: skip link, header, travel advisories in force, <main id="main"> with the page, the print-only
 * foot (address, build date, time zone), footer, and the offline / newer-timetable notices. Data comes from the root route's
 * loader (a slice of data/site.yaml). After a client-side navigation focus moves to <main>, so keyboard and
 * screen-reader users start at the new content instead of on a link that may have disappeared (the closed menu).
 */
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { AdvisoryBanner } from '../advisories/AdvisoryBanner';
import { useLayoutData } from '../data/loader';
import { ConnectionNotice } from '../offline/ConnectionNotice';
import { UpdateNotice } from '../offline/UpdateNotice';
import { SitePhone } from '../components/site-phone';
import { Footer } from './Footer';
import { Header } from './Header';
import { PrintFoot } from './PrintFoot';
import { SkipLink } from './SkipLink';

export function Layout() {
  const layout = useLayoutData();
  return (
    <SitePhone.Provider value={layout?.phone}>
      <SkipLink />
      {layout && <Header headerTitle={layout.headerTitle} logo={layout.logo} nav={layout.nav} />}
      <ConnectionNotice />
      {layout && <AdvisoryBanner advisories={layout.advisories} />}
      <Main />
      {layout && <PrintFoot baseUrl={layout.baseUrl} printFoot={layout.printFoot} phone={layout.phone} />}
      {layout && <Footer brand={layout.brand} footer={layout.footer} buildYear={layout.buildYear} />}
      <UpdateNotice />
      <ScrollRestoration />
    </SitePhone.Provider>
  );
}

function Main() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <main id="main" ref={ref} tabIndex={-1} className="min-h-[60vh] outline-none">
      <Outlet />
    </main>
  );
}
