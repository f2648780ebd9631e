/** The one way a notice is made: its severity always comes from its definition, its context has the notice's type. */
import type { Finding, Loc, Path } from '../types';
import type { NoticeDef } from './define';

export function finding<X extends object>(notice: NoticeDef<X>, at: Loc, message: string, context: NoInfer<X>, related?: Loc[]): Finding {
  const result: Finding = { code: notice.code, severity: notice.severity, at, message, context: context as Record<string, unknown> };
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
