/** 1-based line and column (in UTF-16 code units, as the YAML locator counts them) of an offset in a text. */
export function lineColAt(text: string, offset: number): { line: number; col: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, col: end - lineStart + 1 };
}
