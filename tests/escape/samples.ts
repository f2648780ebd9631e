/** Hostile characters every format test feeds its escaping function (see README.md). */
export const LF = 'a\nb';
export const CRLF = 'a\r\nb';
export const CR = 'a\rb';
export const SEPARATORS = 'a\u2028b\u2029c';
export const NUL = 'a\u0000b';
/** Erase the line, move up: what a fake "passed" line needs. */
export const ESC = 'a\u001b[2K\u001b[1Ab';
/** Right-to-left override … pop: text that reads differently on screen than in bytes. */
export const BIDI = 'a\u202eevil\u202cb\u2066c\u2069';
export const LONE_SURROGATE = 'a\ud800b';

/** NUL, ESC and bidi controls, and what each becomes where a format removes them (line breaks kept). */
export const REMOVED: [text: string, removed: string][] = [[NUL, 'ab'], [ESC, 'a[2K[1Ab'], [BIDI, 'aevilbc']];
