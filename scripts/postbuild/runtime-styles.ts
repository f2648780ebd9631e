/**
 * Styles a library injects at run time as a <style> element, which a CSP without 'unsafe-inline' blocks unless its
 * text is hashed. sonner 2 calls `__insertCSS("…")` with a fixed string when its module loads.
 * The hash is taken from the installed package's source (the runtime text is the string's value, whatever the
 * minifier does to its quoting), and only when the built JavaScript contains sonner at all.
 */
export const SONNER_MARKER = 'data-sonner-toaster';

/** The CSS text sonner injects, from its dist/index.mjs; null when the call is not found. */
export function sonnerInjectedCss(source: string): string | null {
  const m = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!m) return null;
  return JSON.parse(m[1]!) as string;
}

/** sha256 of "" (base64): an empty <style> element, which sonner inserts before filling it. */
export const EMPTY_STYLE_HASH = '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
