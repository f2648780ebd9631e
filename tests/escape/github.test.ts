import { describe, expect, it } from 'vitest';
import { githubData, githubProperty } from '../../src/escape/github';
import { BIDI, CR, CRLF, ESC, LF, NUL, SEPARATORS } from './samples';

/** What the Actions runner decodes in a command's message (actions/runner: %0D, %0A, %25). */
const runnerData = (text: string) => text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');

describe('githubData', () => {
  it('a line break with a workflow command after it → stays in the message: no line starts with "::"', () => {
    const text = githubData('bad fare\n::add-mask::secret\r\n::stop-commands::x');
    expect(text).not.toMatch(/[\r\n]/);
    expect(runnerData(text)).not.toMatch(/[\r\n]/);
    expect(runnerData(text)).toBe('bad fare\\n::add-mask::secret\\r\\n::stop-commands::x');
  });

  it('"%0A" typed in the data → written %250A, so the runner does not turn it into a line break', () => {
    expect(githubData('100% %0A::error::x')).toBe('100%25 %250A::error::x');
    expect(runnerData(githubData('100% %0A::error::x'))).toBe('100% %0A::error::x');
  });

  it('every other line break, NUL, ESC and bidi control → shown as an escape; the log viewer gets no ESC', () => {
    expect(githubData(ESC)).toBe('a\\u001b[2K\\u001b[1Ab');
    for (const text of [LF, CRLF, CR, SEPARATORS, NUL, ESC, BIDI]) {
      expect(runnerData(githubData(text))).not.toMatch(/[\u0000-\u001f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    }
  });
});

describe('githubProperty', () => {
  it(', and : end a property → encoded; the rest as in the message', () => {
    expect(githubProperty('data/a,b:c.yaml')).toBe('data/a%2Cb%3Ac.yaml');
    expect(githubProperty('x\n::error')).toBe('x\\n%3A%3Aerror');
  });
});
