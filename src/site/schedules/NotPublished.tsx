/**
 * Routes a traveller may look for that have no published timetable (a return the operator does not publish:
 * Cebu → Manila), said plainly with what to do instead. Pre-rendered: it depends on the data only, not on the date.
 * Plain markup rather than InfoBox: destination pages would otherwise load InfoBox's chunk for this one box.
 * Not printed: the printed page is the timetable to take to the port, and this list (six lines on Manila) would push
 * the tips onto a second sheet; the printed foot still gives the phone.
 */
import { notPublishedText, StillRuns } from '../components/NotPublishedAnswer';

export interface UnpublishedRoute {
  /** Port labels, as the page's tables name them: "Cebu Port", "Manila North Harbor". */
  from: string;
  to: string;
  /** The port the trip would leave from, where its ticket office is: "Cebu Port". */
  port: string;
}

export function NotPublished({ routes, phone, id }: { routes: readonly UnpublishedRoute[]; phone: { display: string; tel: string }; id: string }) {
  if (routes.length === 0) return null;
  const ports = [...new Set(routes.map((r) => r.port))];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800 sm:p-6 print:hidden">
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">No published timetable</h3>
      <ul className="mt-3 list-disc space-y-1.5 pl-6">
        {routes.map((r) => <li key={`${r.from}>${r.to}`}>{notPublishedText(r.from, r.to)}</li>)}
      </ul>
      <p className="mt-3"><StillRuns phone={phone} port={ports.length === 1 ? ports[0]! : 'the port you leave from'} /></p>
    </section>
  );
}
