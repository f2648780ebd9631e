/**
 * The customer phone (data/site.yaml) is shown as `display` and dialled as `tel`: both must be the same number
 * (Philippine trunk 0 ↔ +63), or a traveller who taps it reaches someone else than the one they read. While the
 * shipped placeholder — all-zero subscriber digits, which no Philippine line has — is still there, an info notice
 * reminds the maintainer to put in the operator's number before going live.
 */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';

const notices = defineNotices({
  phone_mismatch: notice<{ display: string; tel: string }>({
    severity: 'error',
    meaning: 'The phone shown (display) and the number a tap dials (tel) are not the same number.',
    fix: 'Write the same number in both: display "(02) 8123 4567" goes with tel "+63281234567".',
  }),
  phone_placeholder: notice<{ display: string; tel: string }>({
    severity: 'info',
    meaning: 'The customer phone is still the placeholder (02) 0000 0000, which reaches no one.',
    fix: 'Put the operator\'s customer-service number in data/site.yaml before going live.',
  }),
});

/** "(02) 8123 4567" → "+63281234567"; null when it is not a Philippine number written with its trunk 0. */
function dialledForm(display: string): string | null {
  const digits = display.replace(/[\s()./-]/g, '');
  if (/^\+63\d{8,11}$/.test(digits)) return digits;
  return /^0\d{8,11}$/.test(digits) ? `+63${digits.slice(1)}` : null;
}

/** The placeholder: Metro Manila's area code 2, then eight zeros (real subscriber numbers there start with 8). */
const PLACEHOLDER_TEL = '+63200000000';
const isPlaceholderPhone = (tel: string) => tel === PLACEHOLDER_TEL;

export const phoneNumber = defineCheck('phone-number', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.site) {
    const { display, tel } = value.phone;
    const dialled = dialledForm(display);
    if (dialled !== tel) {
      report(notices.phone_mismatch, { file, path: ['phone', 'tel'] },
        `the phone reads "${display}" but dials ${tel}${dialled ? ` (the number read is ${dialled})` : ''} — make display and tel the same number`,
        { display, tel }, [{ file, path: ['phone', 'display'] }]);
    }
    if (isPlaceholderPhone(tel)) {
      report(notices.phone_placeholder, { file, path: ['phone', 'display'] },
        `the phone is still the placeholder ${display}, which reaches no one — put in the operator's customer-service number before going live`,
        { display, tel });
    }
  }
});
