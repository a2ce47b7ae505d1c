/** The reporting zone is the database's: stored at its first start, kept by later ones, changed by a rebuild. */
import { describe, expect, it } from 'vitest';
import { analyticsState } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { rebuildRollups } from './rebuild.js';
import { reportZoneAtStart, ReportZoneMismatch } from './report-zone.js';

const app = await startTestApp({ reportTimeZone: 'America/New_York' });
const stored = async () => (await app.db.select({ zone: analyticsState.timeZone }).from(analyticsState))[0]?.zone;

describe('the reporting zone', () => {
  it('is stored from REPORT_TIMEZONE at the first start, and taken by a server that sets none', async () => {
    expect(await stored()).toBe('America/New_York');
    expect(await reportZoneAtStart(app.db, undefined)).toBe('America/New_York');
    expect(await reportZoneAtStart(app.db, 'America/New_York')).toBe('America/New_York');
  });

  it('refuses a server set to another zone, naming both and the command that changes it', async () => {
    const refusal = reportZoneAtStart(app.db, 'Asia/Tokyo');
    await expect(refusal).rejects.toBeInstanceOf(ReportZoneMismatch);
    await expect(refusal).rejects.toThrow(
      /REPORT_TIMEZONE is Asia\/Tokyo, but this database reports in America\/New_York.*rollups:rebuild -w apps\/server -- --time-zone Asia\/Tokyo/,
    );
    expect(await stored()).toBe('America/New_York');
  });

  it('changes with a rebuild in the new zone, after which servers set to it start and the old zone is refused', async () => {
    await rebuildRollups(app.db, 'Asia/Tokyo');
    expect(await reportZoneAtStart(app.db, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(await reportZoneAtStart(app.db, undefined)).toBe('Asia/Tokyo');
    await expect(reportZoneAtStart(app.db, 'America/New_York')).rejects.toBeInstanceOf(ReportZoneMismatch);
  });
});
