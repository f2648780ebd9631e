/** The one way a notice is made: its severity always comes from the catalogue, its context has the code's type. */
import type { Finding, Loc, Path } from '../types';
import { severityOf, type Code } from './catalogue';
import type { NoticeContexts } from './contexts';

export function finding<C extends Code>(code: C, at: Loc, message: string, context: NoticeContexts[C], related?: Loc[]): Finding {
  const result: Finding = { code, severity: severityOf(code), at, message, context: context as Record<string, unknown> };
  if (related && related.length > 0) result.related = related;
  return result;
}

/** `timetables[0].trips[2].arr` */
export function formatPath(path: Path): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}
