/**
 * One run of the alert rules (the job `alert-rules`): the conditions that hold now, recorded as episodes in one
 * transaction, and each alert just opened e-mailed to the admins who may read alerts and opted in (through the
 * outbox, in the same transaction; the mailer is nudged after it commits). Answers the alerts opened.
 */
import { ALERT_DEFAULTS, ALERT_PERMISSION, type AlertSettings, type SourceLanguage } from '@backlot/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { alerts } from '../../db/schema/index.js';
import { alertRecipients } from '../admins/index.js';
import type { MailService } from '../mail/service.js';
import { siteName } from '../sites/read.js';
import { type Opened, recordEpisodes } from './episodes.js';
import { RULE_WORDS } from './messages.js';
import { findings } from './rules.js';

export type AlertRunDeps = { db: Db; mail: MailService; settings?: AlertSettings; timeZone: string };

async function siteNames(tx: Executor, opened: Opened[]) {
  const rows = await tx
    .select({ id: alerts.id, site: siteName(alerts.siteId) })
    .from(alerts)
    .where(
      inArray(
        alerts.id,
        opened.map((alert) => alert.id),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.site ?? '—']));
}

async function tell(tx: Executor, mail: MailService, opened: Opened[]) {
  const recipients = await alertRecipients(tx, ALERT_PERMISSION);
  if (!recipients.length || !opened.length) return 0;
  const sites = await siteNames(tx, opened);
  let written = 0;
  for (const alert of opened) {
    const valuesIn = (language: SourceLanguage) => {
      const words = RULE_WORDS[alert.rule][language];
      return {
        title: words.title,
        text: words.text(alert.detail),
        site: sites.get(alert.id)!,
        processor: alert.processor,
      };
    };
    const values = { 'zh-CN': valuesIn('zh-CN'), en: valuesIn('en') };
    written += await mail.writeStaffDigest(tx, { template: 'staff-alert', recipients, values, each: true });
  }
  return written;
}

export async function runAlertRules({ db, mail, settings = ALERT_DEFAULTS, timeZone }: AlertRunDeps) {
  const found = await findings(db, settings, timeZone);
  const { opened, written } = await db.transaction(async (tx) => {
    const opened = await recordEpisodes(tx, found);
    return { opened, written: await tell(tx, mail, opened) };
  });
  if (written) mail.sent();
  return opened;
}
