/**
 * The security headers graded the way Mozilla's HTTP Observatory grades them, against the
 * built site served by scripts/serve.ts from dist/_headers. Complements site-shell.spec.ts (which pins the header
 * values and watches every page for CSP violations): here each main document is scored with the Observatory's
 * tests and modifiers, and must reach A+ (≥ 100, with no test below its neutral value).
 *
 * The Observatory's "redirection" test (HTTP → HTTPS on the same host) is the host's job and cannot be seen over
 * local HTTP; HSTS below is what makes browsers keep to HTTPS afterwards.
 */
import { expect, test, type APIResponse } from '@playwright/test';

/** The directives of a CSP header, lower-cased names → source lists (last wins, as browsers read duplicates: first). */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    // A repeated directive is ignored by browsers after the first one.
    if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

interface Grade { score: number; results: Record<string, { result: string; modifier: number }> }

/**
 * The Observatory's scoring for the tests a static page can influence (MDN HTTP Observatory "scoring" table):
 * start at 100, add each test's modifier; bonuses (positive modifiers) count only when the score before them is
 * at least 90. A+ is 100 and above.
 */
export function observatoryGrade(headers: Record<string, string>): Grade {
  const results: Grade['results'] = {};
  const add = (test: string, result: string, modifier: number) => { results[test] = { result, modifier }; };

  // Content-Security-Policy
  const cspHeader = headers['content-security-policy'];
  if (!cspHeader) add('content-security-policy', 'csp-not-implemented', -25);
  else {
    const csp = parseCsp(cspHeader);
    const effective = (name: string) => csp.get(name) ?? csp.get('default-src') ?? ['*'];
    const script = effective('script-src');
    const style = effective('style-src');
    const object = effective('object-src');
    const hashedOrNonced = script.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s) || s === "'strict-dynamic'");
    const unsafeInlineScript = script.includes("'unsafe-inline'") && !hashedOrNonced;
    const insecure = (sources: string[]) => sources.some((s) => ['*', 'http:', 'https:', 'data:', 'blob:', 'filesystem:'].includes(s) || s.startsWith('http://'));
    if (unsafeInlineScript || insecure(script) || insecure(object)) add('content-security-policy', 'csp-implemented-with-unsafe-inline', -20);
    else if (script.includes("'unsafe-eval'")) add('content-security-policy', 'csp-implemented-with-unsafe-eval', -10);
    else if (style.includes("'unsafe-inline'")) add('content-security-policy', 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
    else if (csp.get('default-src')?.join(' ') === "'none'") add('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10);
    else add('content-security-policy', 'csp-implemented-with-no-unsafe', 5);
  }

  // Cookies: a static site sets none.
  add('cookies', headers['set-cookie'] ? 'cookies-present (check flags by hand)' : 'cookies-not-found', headers['set-cookie'] ? -40 : 0);

  // Cross-origin resource sharing
  add('cross-origin-resource-sharing', headers['access-control-allow-origin'] === '*' ? 'cross-origin-resource-sharing-implemented-with-universal-access' : 'cross-origin-resource-sharing-not-implemented',
    headers['access-control-allow-origin'] === '*' ? -50 : 0);

  // Referrer-Policy (the last valid token of a comma list applies)
  const referrer = headers['referrer-policy']?.split(',').map((t) => t.trim()).at(-1);
  if (!referrer) add('referrer-policy', 'referrer-policy-not-implemented', 0);
  else if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) add('referrer-policy', 'referrer-policy-private', 5);
  else add('referrer-policy', 'referrer-policy-unsafe', -5);

  // Strict-Transport-Security
  const maxAge = Number(/max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) add('strict-transport-security', 'hsts-not-implemented', -20);
  else if (maxAge < 15_768_000) add('strict-transport-security', 'hsts-implemented-max-age-less-than-six-months', -10);
  else add('strict-transport-security', 'hsts-implemented-max-age-at-least-six-months', 0);

  // X-Content-Type-Options
  add('x-content-type-options', headers['x-content-type-options']?.toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-not-implemented',
    headers['x-content-type-options']?.toLowerCase() === 'nosniff' ? 0 : -5);

  // X-Frame-Options, or CSP frame-ancestors (worth a bonus)
  const ancestors = cspHeader ? parseCsp(cspHeader).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) add('x-frame-options', 'x-frame-options-implemented-via-csp', 5);
  else if (/^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '')) add('x-frame-options', 'x-frame-options-sameorigin-or-deny', 0);
  else add('x-frame-options', 'x-frame-options-not-implemented', -20);

  const penalties = Object.values(results).filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = Object.values(results).filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  const base = 100 + penalties;
  return { score: base >= 90 ? base + bonuses : base, results };
}

const DOCUMENTS = ['/', '/book-tickets', '/schedules?from=batangas&day=fri', '/destinations/cebu', '/news/fleet-modernization', '/planner', '/no-such-page'];

test.describe('Mozilla Observatory rules', () => {
  for (const path of DOCUMENTS) {
    test(`${path}: A+ (no test below neutral), one CSP, Permissions-Policy denies the powerful features`, async ({ request }) => {
      const response: APIResponse = await request.get(path);
      expect([200, 404]).toContain(response.status());
      const headers = response.headers();
      const grade = observatoryGrade(headers);
      const belowNeutral = Object.entries(grade.results).filter(([, r]) => r.modifier < 0).map(([name, r]) => `${name}: ${r.result}`);
      expect(belowNeutral).toEqual([]);
      expect(grade.score).toBeGreaterThanOrEqual(100);
      expect(grade.results['content-security-policy']!.result).toBe('csp-implemented-with-no-unsafe-default-src-none');

      // One policy only (two would be intersected, and the Observatory reads the first).
      expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
      const csp = parseCsp(headers['content-security-policy']!);
      for (const directive of ['object-src', 'base-uri', 'frame-ancestors']) expect(csp.get(directive), directive).toEqual(["'none'"]);
      for (const [name, sources] of csp) {
        // Every source is a keyword, a hash, 'self'-style token or a scheme-less host: nothing like * or https: alone.
        for (const source of sources) expect(source, `${name} ${source}`).not.toMatch(/^(\*|https?:|data:|blob:)$/);
      }

      const permissions = headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, feature).toMatch(new RegExp(`(^|,\\s*)${feature}=\\(\\)`));
      }
    });
  }
});

test('the grader itself: a policy with inline scripts, short HSTS and no frame protection is not A+', () => {
  const weak = observatoryGrade({
    'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
    'strict-transport-security': 'max-age=3600',
    'referrer-policy': 'unsafe-url',
  });
  expect(weak.results['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline');
  expect(weak.results['x-frame-options']!.result).toBe('x-frame-options-not-implemented');
  expect(weak.score).toBe(100 - 20 - 5 - 10 - 5 - 20);
});
