import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { phoneNumber } from '../../../src/pipeline/checks/phone-number';
import { runCheck } from '../builders';

const valid = parse(readFileSync('tests/fixtures/valid/site.yaml', 'utf8')) as Record<string, unknown>;
const site = (display: string, tel: string) => ({ ...valid, phone: { display, tel } });

describe('customer phone', () => {
  it('display and tel of one real-looking number → no notice', () => {
    expect(runCheck(phoneNumber, { site: site('(02) 8123 4567', '+63281234567') })).toEqual([]);
    // A mobile number written the local way dials the same +63 number.
    expect(runCheck(phoneNumber, { site: site('0917 123 4567', '+639171234567') })).toEqual([]);
  });

  it('a display that dials another number → error at tel, naming the number read', () => {
    const findings = runCheck(phoneNumber, { site: site('(02) 8123 4567', '+63285287000') });
    expect(findings.map((f) => [f.code, f.severity, f.at.path])).toEqual([['phone_mismatch', 'error', ['phone', 'tel']]]);
    expect(findings[0]!.message).toContain('(the number read is +63281234567)');
  });

  it('the all-zero placeholder → an info reminder to replace it before going live', () => {
    // An info, so --strict passes with the placeholder and with the operator's number alike.
    const findings = runCheck(phoneNumber, { site: site('(02) 0000 0000', '+63200000000') });
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['phone_placeholder', 'info']]);
  });
});
