/**
 * The one rule for text in the data. Text leaves the pipeline through many formats — HTML, JSON-LD, .ics, CSV,
 * protobuf, Markdown, GitHub annotations, YAML comments, the terminal — and each escapes it for itself
 * (src/escape/). This rule keeps out what no format should be asked to carry: control characters (NUL, ESC, CR,
 * TAB …), the bidi controls that reorder text on screen, the Unicode line separators, and lone surrogates (not
 * UTF-8). A name, title or label is `line`: one line, so no line break either — a line break in the brand once
 * reached the calendar file's PRODID and wrote a second VEVENT. Text that may run over lines is `prose`.
 *
 * A failure is a located `invalid_text` error naming the character and where it is, never quoting the text.
 * The refinement names its own code (`params.code`), which src/pipeline/validate.ts reads back.
 */
import { z } from 'zod';
import { codePoint, INVISIBLE, loneSurrogate } from '../escape/characters';

export const TEXT_CODE = 'invalid_text';

const NAMES: Record<string, string> = {
  '\n': 'a line break', '\r': 'a carriage return', '\t': 'a tab', '\u0000': 'a NUL character', '\u001b': 'an escape (ESC) character',
  '\u2028': 'a line separator', '\u2029': 'a paragraph separator',
};
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function nameOf(c: string): string {
  return NAMES[c] ?? (BIDI.test(c) ? 'a bidirectional control' : /[\ud800-\udfff]/.test(c) ? 'a lone surrogate (not UTF-8)' : 'a control character');
}

/** What is wrong with `text` under the rule, or null. */
function textProblem(text: string, lineBreaks: boolean): { character: string; index: number; message: string } | null {
  const lone = loneSurrogate(text);
  const found = lone !== null
    ? { c: lone, index: text.indexOf(lone) }
    : [...text.matchAll(INVISIBLE)].map((m) => ({ c: m[0], index: m.index })).find((m) => !(lineBreaks && m.c === '\n'));
  if (!found) return null;
  const where = `at character ${found.index + 1} of ${text.length}`;
  const character = codePoint(found.c);
  const what = `holds ${nameOf(found.c)} (${character}) ${where}`;
  if (found.c === '\n') {
    const atEnd = found.index === text.length - 1 ? ' (a block scalar, > or |, keeps its last line break: write >- or |-)' : '';
    return { character, index: found.index, message: `${what}: a name, title or label is one line${atEnd} — write it on one line` };
  }
  return { character, index: found.index, message: `${what}, which no page, calendar file or feed can show — remove it` };
}

function textRule(lineBreaks: boolean) {
  return (text: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(text, lineBreaks);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem.message, params: { code: TEXT_CODE, character: problem.character, index: problem.index } });
    }
  };
}

/** One line of text: a name, a title, a label, a source. */
export const line = z.string().superRefine(textRule(false));

/** Text that may run over several lines: a description, a message, a paragraph. */
export const prose = z.string().superRefine(textRule(true));
