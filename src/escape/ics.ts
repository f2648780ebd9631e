/**
 * An RFC 5545 TEXT value (§3.3.11): a backslash, a semicolon and a comma are escaped with a backslash, every line
 * break is the two characters `\n`, and the other control characters — which TEXT may not hold at all — are
 * removed, with the bidi controls and separators. Applied to every text property the calendar export writes
 * (PRODID, NAME, UID, SUMMARY, LOCATION, DESCRIPTION), so no data text can end a property and start another: a
 * line break in a brand name once gave the downloaded file a second, invented VEVENT.
 */
import { withoutInvisible } from './characters';

export function icsText(text: string): string {
  return withoutInvisible(text).replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}
