/**
 * Text or an attribute value in HTML (and XML: the sitemap) written by hand. React escapes what the pages render;
 * markup the build writes itself (the sitemap, the script loader tag) goes through here. `&`, `<`, `>`, `"` and `'`
 * become character references, so the text can close neither an element nor a quoted attribute; control characters
 * (which HTML and XML may not carry, even as references) and the bidi controls are removed.
 */
import { withoutInvisible } from './characters';

const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function htmlText(text: string): string {
  return withoutInvisible(text).replace(/[&<>"']/g, (c) => REFERENCES[c]!);
}
