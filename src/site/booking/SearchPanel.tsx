/**
 * The ticket search panel: From, To, Departure, Return (round trip only), People and 'Book Tickets', which hands the
 * traveller to the booking host in a new tab.
 *
 * Self-contained on purpose: react-day-picker (and its CSS), fuse.js and sonner are imported only from this folder,
 * and the page lazy-loads this module, so no other page pays for them.
 *
 * The pre-rendered HTML holds no date: "today" is computed in the browser, in Asia/Manila (dates.ts), and only then
 * is the departure set to its default. The panel is hydrated, as an island (islands/mount.tsx) and under `npm run
 * dev` alike: its first render reproduces the pre-rendered HTML (no clock, no address), and the dates and the
 * address's question are set in a task after mounting. Its ids are therefore fixed strings (PANEL_ID), the same in
 * the HTML and the browser: hydration keeps the HTML's attributes. This component is the edge that reads the clock
 * (readNow); every rule below it takes `now` as an argument.
 */
import { formatIsoDay, systemClock } from '../../time';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { clampReturn, defaultDeparture, maxDeparture, minDeparture, minReturn, todayInManila, type IsoDay } from './dates';
import { DateField } from './DateField';
import type { Phone } from '../components/types';
import { LeadTimeNote } from './LeadTimeNote';
import { BookingStatusNote } from '../status/BookingStatusNote';
import { useSailingStatus } from '../status/use-status';
import { cancelledDays, nextSailingDay } from './cancelled-days';
import { linkedDateMessage, linkedDeparture, type LinkedDate } from './link-date';
import { buildBookingUrl } from './handoff';
import { notify } from './notify';
import { PEOPLE_OPTIONS, PeopleSelect } from './PeopleSelect';
import { PlaceCombobox } from './PlaceCombobox';
import { buttonClass } from './styles';
import { useDidYouMean } from './use-did-you-mean';
import { TripTypeSwitch } from './TripTypeSwitch';
import { validateSearch, type FieldName, type SearchForm, type TripType, type ValidationFailure } from './validate';
import { dayNote, returnNote, routeWords, tripAnswer, type PanelTimetable, type TripAnswer } from './sailing-days';
import { WhoPaysNote, type WhoPays } from './WhoPays';
import { NotPublishedAnswer, StillRuns } from '../components/NotPublishedAnswer';
import { SiteLink } from '../components/SiteLink';
import { textLink } from '../components/ui';
import { withQuery } from '../../vocabulary/pages';
import { HydrateLater } from '../islands/HydrateLater';

export interface SearchPanelProps {
  places: { name: string; port: string | null }[];
  bookingHost: string;
  /** The panel's heading, from the data (pages.bookTickets.panelTitle); the spec's 'Ferry Booking Online' when not given. */
  title?: string;
  /** Where to buy a sailing too soon to book online (data/site.yaml phone), shown next to the dates. */
  phone?: Phone;
  /** The routes and their sailing days (sailing-days.ts): the calendars mark them, notes say what a day lacks. */
  timetable?: PanelTimetable;
  /** Who is counted and who pays less, beside People. */
  whoPays?: WhoPays;
}

type Status =
  | { kind: 'redirect'; url: string; origin: string; destination: string }
  | { kind: 'offline' }
  | { kind: 'return-cleared' }
  /** Book Tickets pressed for a day on which every sailing is cancelled: a second press hands it off. */
  | { kind: 'cancelled-day'; day: IsoDay }
  | null;

/**
 * The base of every id in the panel: fixed, not `useId`, whose ids differ between React (the pre-rendering) and
 * Preact (the island), so a hydrated panel would mix the HTML's ids with the browser's. One panel per page
 * (/book-tickets).
 */
const PANEL_ID = 'booking';
/** The trip type radios' name (the form field). */
const TRIP_TYPE_FIELD = `${PANEL_ID}-trip-type`;

/** Longest prefill taken from the address bar: enough for any place, short enough to stay a form field. */
const PREFILL_MAX = 100;

/**
 * The Toaster and sonner load on the first touch of the form (Toasts.tsx). A failed download (offline on a first
 * visit) renders nothing: the field hints and the status line still say what happened.
 */
const Toasts = lazy((): Promise<{ default: () => ReactNode }> => import('./Toasts').then((module) => ({ default: module.Toasts }), () => ({ default: () => null })));

/** The one place the panel reads the clock (an edge: on mount and on submit). */
const readNow = systemClock;

function prefill(fromAddress: string | null): string {
  return (fromAddress ?? '').trim().slice(0, PREFILL_MAX);
}

interface BrowserDefaults { now: Date; linked: LinkedDate | null; departure: IsoDay; origin: string; destination: string }

/** What the panel starts from once it runs in a browser: today's default departure and the address's question. */
function browserDefaults(now: Date, search: string): BrowserDefaults {
  const params = new URLSearchParams(search);
  // A Book Tickets link may carry the sailing's date (?date=yyyy-MM-dd); link-date.ts checks it.
  const linked = linkedDeparture(params.get('date'), now);
  return {
    now,
    linked,
    departure: linked?.date ?? defaultDeparture(now),
    origin: prefill(params.get('from')),
    destination: prefill(params.get('to')),
  };
}

/**
 * Moves focus to the field to fix without opening its suggestion list over its hint (see PlaceCombobox), and scrolls
 * it clear of the toast: 'nearest' leaves a field that is already in the clear where it is, and otherwise brings it
 * to its scroll margin below the header and the toast (styles.ts fieldClass).
 */
function focusToFix(el: HTMLElement | null): void {
  if (!el) return;
  el.dataset.quietFocus = 'true';
  el.focus({ preventScroll: true });
  delete el.dataset.quietFocus;
  el.scrollIntoView({ block: 'nearest' });
}

/** No routes known: every answer is "unknown", no note is shown. */
const NO_TIMETABLE: PanelTimetable = { ports: {}, labels: {}, routes: [] };

export function SearchPanel({
  places, bookingHost, title = 'Ferry Booking Online', phone, timetable = NO_TIMETABLE, whoPays,
}: SearchPanelProps) {
  const titleId = `${PANEL_ID}-title`;
  const names = useMemo(() => places.map((p) => p.name), [places]);
  const { didYouMean, prepare: prepareDidYouMean } = useDidYouMean(names);

  const [now, setNow] = useState<Date | undefined>(undefined);
  const [tripType, setTripType] = useState<TripType>('one-way');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [departure, setDeparture] = useState<IsoDay | undefined>(undefined);
  const [returnDate, setReturnDate] = useState<IsoDay | undefined>(undefined);
  const [people, setPeople] = useState('1');
  // The one field marked after a failed submit, with its hint (the toast says it once, the field
  // says what to do there).
  const [invalid, setInvalid] = useState<ValidationFailure | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [linked, setLinked] = useState<LinkedDate | null>(null);
  // Set on the first touch of the form: from then on the Toaster is mounted (its code downloads then).
  const [touched, setTouched] = useState(false);
  const touch = () => setTouched(true);

  const formRef = useRef<HTMLFormElement>(null);
  const originRef = useRef<HTMLInputElement>(null);
  const destinationRef = useRef<HTMLInputElement>(null);
  const departureRef = useRef<HTMLButtonElement>(null);
  const returnRef = useRef<HTMLButtonElement>(null);

  // The date defaults and the prefill from the address bar are set after mounting (neither exists at build time), in a
  // task after the first render's: two short tasks instead of one long one
  // (docs/decisions/0001-island-work-in-short-tasks.md).
  useEffect(() => {
    const id = setTimeout(() => {
      const defaults = browserDefaults(readNow(), window.location.search);
      // What the traveller typed or chose while the panel was still plain HTML (on a weak signal its script arrives
      // seconds after the page) stays: hydration left it in the fields, and the panel's state takes it over.
      const early = formRef.current ? new FormData(formRef.current) : new FormData();
      const typed = (name: string) => String(early.get(name) ?? '');
      setNow(defaults.now);
      setLinked(defaults.linked);
      setDeparture((d) => d ?? defaults.departure);
      setOrigin((o) => o || typed('from') || defaults.origin);
      setDestination((d) => d || typed('to') || defaults.destination);
      if ((PEOPLE_OPTIONS as readonly string[]).includes(typed('people'))) setPeople(typed('people'));
      if (typed(TRIP_TYPE_FIELD) === 'round-trip') setTripType('round-trip');
    }, 0);
    return () => clearTimeout(id);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const refreshNow = useCallback(() => setNow(readNow()), []);

  // What the timetable says about the trip asked: notes beside the dates, never a block.
  const outbound = useMemo(() => tripAnswer(timetable, origin, destination), [timetable, origin, destination]);
  const inbound = useMemo(() => tripAnswer(timetable, destination, origin), [timetable, destination, origin]);
  const today = now ? todayInManila(now) : undefined;
  const departureNote = dayNote(timetable, outbound, departure, today);
  const returnNotes = tripType === 'round-trip'
    ? [dayNote(timetable, inbound, returnDate, today), returnNote(timetable, outbound, departure, returnDate, today)].filter((n): n is string => n !== null)
    : [];
  // The status of dated sailings (/status.json): days on which every sailing of the route is cancelled.
  const { file } = useSailingStatus();
  const outboundCancelled = useMemo(() => cancelledDays(file?.sailings, outbound.kind === 'route' ? outbound.route : null), [file, outbound]);
  const inboundCancelled = useMemo(() => cancelledDays(file?.sailings, inbound.kind === 'route' ? inbound.route : null), [file, inbound]);
  const sailingOf = (answer: TripAnswer, cancelled: ReadonlySet<IsoDay>) => (answer.kind === 'route'
    ? { days: answer.days, route: routeWords(timetable, answer.route.from, answer.route.to), cancelled: [...cancelled] } : undefined);
  // The chosen departure when no sailing leaves that day, and the next day one does (offered in its place).
  const cancelledDeparture = departure && outbound.kind === 'route' && outboundCancelled.has(departure) ? {
    day: departure, route: routeWords(timetable, outbound.route.from, outbound.route.to),
    next: nextSailingDay(outbound.route, outboundCancelled, departure, now ? maxDeparture(now) : undefined),
  } : null;
  const plannerHref = withQuery('/planner', { from: origin.trim() || undefined, to: destination.trim() || undefined });

  // Editing the marked field clears its mark; a same-route mark (on To) is also fixed by changing From.
  const clearError = (field: FieldName) => setInvalid((current) =>
    (current && (current.field === field || (current.code === 'invalid_route' && field === 'origin')) ? null : current));
  const hintFor = (field: FieldName) => (invalid?.field === field ? invalid.hint : undefined);

  const changeDeparture = (day: IsoDay) => {
    setDeparture(day);
    setLinked(null);
    clearError('departure');
    const kept = clampReturn(day, returnDate);
    if (kept !== returnDate) {
      // Decision (dates.ts clampReturn): a return before the new departure is cleared, and the traveller is told.
      setReturnDate(kept);
      setStatus({ kind: 'return-cleared' });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touch();
    const form: SearchForm = { tripType, origin, destination, departure, returnDate, people };
    const failure = validateSearch(form);
    if (failure) {
      setInvalid(failure);
      setStatus(null);
      notify('error', failure.title, failure.message);
      focusToFix({ origin: originRef, destination: destinationRef, departure: departureRef, return: returnRef }[failure.field].current);
      return;
    }
    setInvalid(null);

    // Every sailing of the day is cancelled: say so and offer the next sailing before handing the day off; pressed
    // again, the traveller has chosen it (the booking site may still sell another operator's sailing).
    if (cancelledDeparture && !(status?.kind === 'cancelled-day' && status.day === cancelledDeparture.day)) {
      setStatus({ kind: 'cancelled-day', day: cancelledDeparture.day });
      notify('error', 'No sailing that day', `Every ${cancelledDeparture.route} sailing on ${formatIsoDay(cancelledDeparture.day, today)} is cancelled.`);
      document.getElementById(`${PANEL_ID}-cancelled-day`)?.focus();
      return;
    }

    if (navigator.onLine === false) {
      setStatus({ kind: 'offline' });
      notify('error', 'You are offline', 'The booking site needs an internet connection. Connect and try again.');
      return;
    }

    const from = origin.trim();
    const to = destination.trim();
    const url = buildBookingUrl({
      host: bookingHost,
      origin: from,
      destination: to,
      departure: departure!,
      returnDate: tripType === 'round-trip' ? returnDate : undefined,
      people: Number(people),
    });
    notify('success', 'Redirecting...', `Searching trips from ${from} to ${to}.`);
    setStatus({ kind: 'redirect', url, origin: from, destination: to });
    // With 'noopener' window.open always returns null, so a blocked tab cannot be detected here; the status line
    // below therefore always offers the same address as a link (target=_blank, rel="noopener noreferrer").
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-md sm:p-6">
      <h2 id={titleId} className="mb-4 text-2xl font-bold">{title}</h2>
      {/* method=get without action: a submit before hydration just reloads this page with From/To prefilled. The
          form hydrates in the task after the panel's (HydrateLater), which shortens the page's longest task. */}
      <HydrateLater>
      <form ref={formRef} method="get" noValidate onSubmit={onSubmit} onFocus={touch} onPointerDown={touch} className="flex flex-col gap-4">
        <TripTypeSwitch
          name={TRIP_TYPE_FIELD}
          value={tripType}
          onChange={(value) => { setTripType(value); clearError('return'); }}
        />
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          <PlaceCombobox
            id={`${PANEL_ID}-from`}
            label="From"
            name="from"
            placeholder="Origin port or city"
            value={origin}
            onChange={(v) => { setOrigin(v); clearError('origin'); }}
            names={names}
            didYouMean={didYouMean}
            onFocus={prepareDidYouMean}
            error={hintFor('origin')}
            inputRef={originRef}
          />
          <PlaceCombobox
            id={`${PANEL_ID}-to`}
            label="To"
            name="to"
            placeholder="Destination port or city"
            value={destination}
            onChange={(v) => { setDestination(v); clearError('destination'); }}
            names={names}
            didYouMean={didYouMean}
            onFocus={prepareDidYouMean}
            error={hintFor('destination')}
            inputRef={destinationRef}
          />
        </div>
        <div className={`grid grid-cols-1 gap-x-4 gap-y-1 ${tripType === 'round-trip' ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
          <DateField
            id={`${PANEL_ID}-departure`}
            label="Departure"
            value={departure}
            onChange={changeDeparture}
            min={now ? minDeparture(now) : undefined}
            max={now ? maxDeparture(now) : undefined}
            today={today}
            error={hintFor('departure')}
            buttonRef={departureRef}
            onOpen={refreshNow}
            sailing={sailingOf(outbound, outboundCancelled)}
            noteId={departureNote ? `${PANEL_ID}-departure-note` : undefined}
          />
          {tripType === 'round-trip' && (
            <DateField
              id={`${PANEL_ID}-return`}
              label="Return"
              value={returnDate}
              onChange={(day) => { setReturnDate(day); clearError('return'); }}
              min={now ? minReturn(departure, now) : undefined}
              today={today}
              error={hintFor('return')}
              buttonRef={returnRef}
              onOpen={refreshNow}
              sailing={sailingOf(inbound, inboundCancelled)}
              noteId={returnNotes.length > 0 ? `${PANEL_ID}-return-note` : undefined}
            />
          )}
          <PeopleSelect id={`${PANEL_ID}-people`} value={people} onChange={setPeople} describedBy={whoPays ? `${PANEL_ID}-who-pays` : undefined} />
        </div>
        {whoPays ? <WhoPaysNote whoPays={whoPays} id={`${PANEL_ID}-who-pays`} /> : null}
        {/* What the timetable and the status of dated sailings say about this trip, above Book Tickets (at 375 px
            the traveller reads it before pressing). No link before the button: the tab order ends at it. */}
        <div aria-live="polite" className="space-y-2 text-sm empty:hidden" data-testid="trip-notes">
          {departureNote ? <p id={`${PANEL_ID}-departure-note`} className="font-semibold text-amber-900" data-testid="departure-note">{departureNote}</p> : null}
          {/* The chosen day's sailing status, cancellations first: reads /status.json itself. */}
          <BookingStatusNote places={places} from={origin} to={destination} date={departure} />
          {cancelledDeparture ? (
            <CancelledDayNote id={`${PANEL_ID}-cancelled-day`} route={cancelledDeparture.route} day={cancelledDeparture.day} next={cancelledDeparture.next} asked={status?.kind === 'cancelled-day' && status.day === cancelledDeparture.day}
              today={today} onChoose={(day) => { setStatus(null); changeDeparture(day); }} />
          ) : null}
          {returnNotes.length > 0 ? <p id={`${PANEL_ID}-return-note`} className="font-semibold text-amber-900" data-testid="return-note">{returnNotes.join(' ')}</p> : null}
          <TripAnswerNote answer={outbound} timetable={timetable} phone={phone} />
          {tripType === 'round-trip' && inbound.kind !== 'route' && inbound.kind !== 'unknown'
            ? <TripAnswerNote answer={inbound} timetable={timetable} phone={phone} /> : null}
        </div>
        <button type="submit" className={`${buttonClass} w-full bg-sky-800 text-white hover:bg-sky-900 sm:w-auto sm:self-start`}>
          Book Tickets
        </button>
        <LeadTimeNote id={`${PANEL_ID}-lead-time`} now={now} phone={phone} linkMessage={now ? linkedDateMessage(linked, now) : null} />
        <p className="text-sm" data-testid="panel-planner-link">
          <SiteLink to={plannerHref} className={textLink}>Not sure which day? See the sailings in the trip planner</SiteLink>
        </p>
        <div role="status" aria-label="Booking status" className="min-h-6 text-sm text-slate-800">
          <StatusLine status={status} />
        </div>
      </form>
      </HydrateLater>
      {/* Client only (after hydration, and after the first touch of the form): see Toasts.tsx. */}
      {now && touched ? <Suspense fallback={null}><Toasts /></Suspense> : null}
    </section>
  );
}

/**
 * A departure day on which every sailing is cancelled: said with what to do — the next sailing, one press away — and,
 * once Book Tickets was pressed for it (`asked`), that a second press searches that day anyway. Focused then.
 */
function CancelledDayNote({ id, route, day, next, asked, today, onChoose }: {
  id: string; route: string; day: IsoDay; next: IsoDay | null; asked: boolean; today: IsoDay | undefined; onChoose: (day: IsoDay) => void;
}) {
  return (
    <div id={id} tabIndex={-1} className="space-y-2 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-950 outline-none" data-testid="cancelled-day">
      <p className="font-semibold">No {route} sailing leaves on {formatIsoDay(day, today)}: every one is cancelled.</p>
      {next ? (
        <button type="button" onClick={() => onChoose(next)} className={`${buttonClass} border border-red-800 bg-white px-3 text-red-950 hover:bg-red-100`}>
          Choose {formatIsoDay(next, today)}, the next sailing
        </button>
      ) : null}
      {asked ? <p data-testid="cancelled-day-confirm">Press Book Tickets again to search {formatIsoDay(day, today)} anyway.</p> : null}
    </div>
  );
}

/** A trip the timetable does not give, or gives without days: the words every page uses (NotPublishedAnswer). */
function TripAnswerNote({ answer, timetable, phone }: { answer: TripAnswer; timetable: PanelTimetable; phone: Phone | undefined }) {
  if (answer.kind === 'not-published') {
    const [from, to] = [timetable.labels[answer.from] ?? answer.from, timetable.labels[answer.to] ?? answer.to];
    return <NotPublishedAnswer from={from} to={to} port={from} phone={phone} link={false} />;
  }
  if (answer.kind === 'days-not-published') {
    const from = timetable.labels[answer.route.from] ?? answer.route.from;
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid="days-not-published">
        <span className="font-semibold">{routeWords(timetable, answer.route.from, answer.route.to)}: days not published.</span>{' '}
        <StillRuns phone={phone} port={from} link={false} />
      </p>
    );
  }
  return null;
}

function StatusLine({ status }: { status: Status }) {
  if (status === null) return null;
  if (status.kind === 'offline') return <p>The booking hand-off needs an internet connection. Connect and press Book Tickets again.</p>;
  if (status.kind === 'return-cleared') return <p>Your return date was before the new departure date, so it was cleared. Please choose a return date again.</p>;
  if (status.kind === 'cancelled-day') return <p>Not searched: every sailing that day is cancelled. Choose the next sailing above the button, or press Book Tickets again to search that day anyway.</p>;
  return (
    <p>
      Searching trips from {status.origin} to {status.destination} in a new tab. If nothing opened, your browser may
      have blocked the new tab:{' '}
      <a href={status.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-sky-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
        open the booking site
      </a>
      .
    </p>
  );
}
