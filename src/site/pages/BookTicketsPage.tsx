/**
 * /book-tickets: the ticket search panel, prefilled from ?from=&to=&date= (the Book
 * Tickets links of the route, ticket, schedule and destination pages set them; the panel reads and checks them
 * itself in the browser).
 *
 * The panel is the page's island; no other page downloads its code. Its larger libraries load on first
 * use, not with the page: react-day-picker when a date button is reached for (booking/CalendarGrid.tsx),
 * fuse.js when a place field gets focus (use-did-you-mean.ts), sonner on the first touch of the form (Toasts.tsx).
 */
import { SearchPanelIsland } from '../islands/islands';
import { InnerPage } from '../components/PageIntro';
import { usePageData, type PageData } from '../data/loader';
import type { select } from './BookTicketsPage.server';

type Data = PageData<typeof select>;

export function Component() {
  const { page, places, bookingHost, phone, timetable, whoPays } = usePageData<Data>();
  return (
    <InnerPage page={page} path="/book-tickets" bodyClassName="max-w-4xl">
      <SearchPanelIsland places={places} bookingHost={bookingHost} title={page.panelTitle} phone={phone} timetable={timetable} whoPays={whoPays} />
    </InnerPage>
  );
}
