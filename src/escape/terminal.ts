/**
 * Text for a terminal: the data check's text report, `npm run dev`'s lines and the --watch output. Data text
 * quoted in a message must not start a line of its own (it would look like a notice with no location), move the
 * cursor, clear or colour the screen (ESC sequences), or reorder what follows it (bidi controls), so every such
 * character is shown as an escape (`\n`, `\u001b`) and each notice stays one line of plain text.
 */
import { showInvisible } from './characters';

export function terminalText(text: string): string {
  return showInvisible(text);
}
