/**
 * A string field of a protobuf message (GTFS-Realtime's TranslatedString: an alert's header and description). A
 * protobuf string must be valid UTF-8 — a lone surrogate makes strict decoders drop the whole feed —, and the text is
 * shown as it is by trip planners: line breaks are kept as `\n`, every other control character (NUL, ESC, CR …)
 * and the bidi controls are removed, lone surrogates become U+FFFD.
 */
import { withoutInvisible } from './characters';

export function protobufText(text: string): string {
  return withoutInvisible(text);
}
