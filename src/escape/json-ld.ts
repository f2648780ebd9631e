/**
 * JSON inside an HTML script element (`<script type="application/ld+json">`). The element's text ends at the first
 * "</script", and data is free text, so every <, > and & is written as a JSON unicode escape (\u003c …): the parsed
 * value is unchanged and no data can close the tag or open a comment. U+2028/2029 are escaped too (old JS parsers);
 * JSON.stringify already escapes every other control character.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029',
};

/** Safe to place between <script type="application/ld+json"> and </script>. */
export function serializeJsonLd(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('JSON-LD must be a JSON value');
  return json.replace(UNSAFE, (ch) => ESCAPES[ch]!);
}
