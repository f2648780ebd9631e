/**
 * The printed foot's wording, made while pre-rendering and shipped as layout data, so the
 * browser bundle carries neither the date formatter nor the time module for a line it only ever shows on paper.
 */
import { formatLongDate, ZONE_LABEL, ZONE_NAME } from '../../time';

export interface PrintFootText {
  /** "All times are Philippine Standard Time (PST, UTC+8)." — Asia/Manila has kept UTC+8 all year since 1991 (src/time). */
  zoneLine: string;
  /** The build date (yyyy-MM-dd, Manila) for <time dateTime>, and as the page writes dates ("November 25, 2026"). */
  published: { iso: string; text: string };
}

export function printFootText(buildDate: string): PrintFootText {
  return {
    zoneLine: `All times are ${ZONE_NAME} (${ZONE_LABEL}, UTC+8).`,
    published: { iso: buildDate, text: formatLongDate(buildDate) },
  };
}
