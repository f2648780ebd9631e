import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { yamlComment } from '../../src/escape/yaml-comment';
import { BIDI, CR, CRLF, ESC, LF, NUL, SEPARATORS } from './samples';

/** The comment above a stub, as a maintainer pastes it: what does YAML read? */
const read = (comment: string) => parseDocument(`${comment}\n- code: x\n`).toJS() as unknown;

describe('yamlComment', () => {
  it('data text with a line break and a live decision after it → one comment line; YAML reads only the stub', () => {
    const injected = 'source "x"\n- code: route_fare_conflict\n  decision: accepted';
    const comment = yamlComment(injected);
    expect(comment.split('\n')).toHaveLength(1);
    expect(read(comment)).toEqual([{ code: 'x' }]);
    expect(comment).toBe('# source "x"\\n- code: route_fare_conflict\\n  decision: accepted');
  });

  it('CR, CRLF, Unicode separators, NUL, ESC and bidi controls → shown as escapes on the one line', () => {
    for (const text of [LF, CRLF, CR, SEPARATORS, NUL, ESC, BIDI]) {
      const comment = yamlComment(text);
      expect(comment).not.toMatch(/[\u0000-\u001f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
      expect(read(comment)).toEqual([{ code: 'x' }]);
    }
  });

  it('YAML syntax in the text (# : - |) stays inside the comment', () => {
    expect(read(yamlComment('a: b # c\n| d'))).toEqual([{ code: 'x' }]);
  });
});
