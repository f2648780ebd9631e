/**
 * A YAML comment (`# …`) that quotes data text, as `--decisions-template` prints them for a maintainer to paste. A
 * comment ends at the line break: a line break in the quoted text would end it and turn the rest into live YAML (a
 * decision nobody made). Every invisible character is shown as an escape, so the comment is exactly one line.
 */
import { showInvisible } from './characters';

export function yamlComment(text: string): string {
  return `# ${showInvisible(text)}`;
}
