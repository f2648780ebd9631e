/**
 * GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), as the runner reads them: a command
 * is one line, and `%25`, `%0D`, `%0A` (and in properties `%3A`, `%2C`) are decoded. So a `%` of the data is
 * written `%25` (else "%0A" in the data would become a line break), `:` and `,` in a property are encoded (they end
 * it), and every invisible character is shown as an escape: no line break can start a command of the data's own
 * (`::add-mask::`, `::stop-commands::`), and no ESC sequence reaches the log viewer.
 */
import { showInvisible } from './characters';

/** The message after `::`. */
export function githubData(text: string): string {
  return showInvisible(text).replace(/%/g, '%25');
}

/** A property value (`file=`, `title=`). */
export function githubProperty(text: string): string {
  return githubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
