/**
 * The spec's checks, run on 'Book Tickets' in this order: the first failure wins and nothing is opened.
 * Pure, so the order and the exact texts are unit-tested. The panel shows a failure once: the spec's
 * title and message in the toast, and the first field to fix marked with a short hint of its own — never the toast's
 * sentence again under every field.
 */
import { isUsablePlace, placeSlug } from './handoff';
import type { IsoDay } from './dates';

export type TripType = 'one-way' | 'round-trip';
export type FieldName = 'origin' | 'destination' | 'departure' | 'return';

export interface SearchForm {
  tripType: TripType;
  origin: string;
  destination: string;
  departure: IsoDay | undefined;
  returnDate: IsoDay | undefined;
  /** A string from 1 to 8, as the spec's form keeps it. */
  people: string;
}

export interface ValidationFailure {
  code: 'missing_information' | 'missing_return_date' | 'invalid_route';
  title: string;
  message: string;
  /** The first field to fix, in form order: marked invalid, focused, and given `hint`. */
  field: FieldName;
  /** What to do in that field, in a few words (under the field; the toast says what went wrong). */
  hint: string;
}

const MESSAGES = {
  missing_information: { title: 'Missing Information', message: 'Please fill out origin, destination, and departure date.' },
  missing_return_date: { title: 'Missing Return Date', message: 'Please select a return date for your round trip.' },
  invalid_route: { title: 'Invalid Route', message: 'Origin and destination cannot be the same.' },
} as const;

/** The hint under the field a failure marks. */
const HINTS = {
  origin: 'Enter the port or city you leave from.',
  destination: 'Enter the port or city you are going to.',
  departure: 'Choose a departure date.',
  return: 'Choose a return date, or switch to One way.',
  sameRoute: 'Choose a destination other than your origin.',
} as const;

/**
 * The third check (origin equals destination, case-insensitive), judged on what the hand-off would send: two texts that
 * give the same slug open the same `/en/travel/x/x` search, so ' cebu', 'CEBU ', 'Cagayan  de Oro' and 'Cagayan\tde
 * Oro' all count as one place.
 */
function samePlace(a: string, b: string): boolean {
  return placeSlug(a) === placeSlug(b);
}

export function validateSearch(form: SearchForm): ValidationFailure | null {
  // Check 1. Text that is blank, or only "." / ".." (no place, and unsafe as a path segment), counts as empty.
  const empty: FieldName[] = [];
  if (!isUsablePlace(form.origin)) empty.push('origin');
  if (!isUsablePlace(form.destination)) empty.push('destination');
  if (form.departure === undefined) empty.push('departure');
  const first = empty[0];
  if (first) return { code: 'missing_information', ...MESSAGES.missing_information, field: first, hint: HINTS[first] };

  if (form.tripType === 'round-trip' && form.returnDate === undefined) {
    return { code: 'missing_return_date', ...MESSAGES.missing_return_date, field: 'return', hint: HINTS.return };
  }

  if (samePlace(form.origin, form.destination)) {
    return { code: 'invalid_route', ...MESSAGES.invalid_route, field: 'destination', hint: HINTS.sameRoute };
  }
  return null;
}
