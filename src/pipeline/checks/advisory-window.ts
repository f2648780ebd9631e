/**
 * An advisory shows while `from` ≤ now < `until`. `until` at or before `from` means it never shows (an error);
 * one that ended before the build date is still shipped but never shown (info: delete it).
 * Both instants carry an explicit +08:00 offset (the schema requires it), so Date.parse is zone-safe here.
 */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';
import { manilaDayStartMs } from '../../time';

const notices = defineNotices({
  advisory_until_before_from: notice<{ id: string; from: string; until: string }>({
    severity: 'error',
    meaning: 'An advisory\'s `until` is at or before its `from`, so it would never show.',
    fix: 'Correct the two date-times.',
  }),
  advisory_expired: notice<{ id: string; until: string; buildDate: string }>({
    severity: 'info',
    meaning: 'An advisory ended before the build date; it is shipped but never shown.',
    fix: 'Delete it from advisories.yaml.',
  }),
});

export const advisoryWindow = defineCheck('advisory-window', notices, (ctx, report) => {
  const buildStart = manilaDayStartMs(ctx.buildDate);
  for (const { file, value } of ctx.data.advisories) {
    value.advisories.forEach((advisory, i) => {
      const from = Date.parse(advisory.from);
      const until = Date.parse(advisory.until);
      if (until <= from) {
        report(notices.advisory_until_before_from, { file, path: ['advisories', i, 'until'] },
          `advisory "${advisory.id}" ends (${advisory.until}) before it starts (${advisory.from}), so it would never show — correct until or from`,
          { id: advisory.id, from: advisory.from, until: advisory.until }, [{ file, path: ['advisories', i, 'from'] }]);
      } else if (until <= buildStart) {
        report(notices.advisory_expired, { file, path: ['advisories', i, 'until'] },
          `advisory "${advisory.id}" ended ${advisory.until}, before the build date ${ctx.buildDate}; it will never show — delete it`,
          { id: advisory.id, until: advisory.until, buildDate: ctx.buildDate });
      }
    });
  }
});
