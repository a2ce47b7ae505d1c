/**
 * The identity documents to renew, e-mailed to staff: a job of the queue (`document-expiry-notices`, hourly
 * like the housekeeping, so any server runs it once) writes, to each active admin with an e-mail who holds
 * `list-model-records`, a digest of the documents expired or expiring within DOCUMENT_NOTICE_DAYS — the
 * dashboard card's list. The mail module's digest rule keeps it to at most one a day per person, and only when
 * the list changed (a document came within the notice, expired, or was renewed). The digest names the model
 * (its stage name), the document's kind and day: never the legal name or the number.
 */
import { asc, lte, sql } from 'drizzle-orm';
import { DOCUMENT_NOTICE_DAYS, type Language, translate } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { modelRecords } from '../../db/schema/index.js';
import { reachableHolders } from '../admins/index.js';
import type { MailService } from '../mail/service.js';
import { modelName } from '../models/read.js';

type Expiring = { name: string; document: string; day: string; expired: boolean };

async function documentsToRenew(db: Db): Promise<Expiring[]> {
  return db
    .select({
      name: modelName(modelRecords.modelId),
      document: modelRecords.idDocumentType,
      day: modelRecords.idDocumentExpiresOn,
      expired: sql<boolean>`${modelRecords.idDocumentExpiresOn} < current_date`,
    })
    .from(modelRecords)
    .where(lte(modelRecords.idDocumentExpiresOn, sql`current_date + ${DOCUMENT_NOTICE_DAYS}::int`))
    .orderBy(asc(modelRecords.idDocumentExpiresOn), asc(modelName(modelRecords.modelId)));
}

const listed = (documents: Expiring[], language: Language) =>
  documents
    .map(({ name, document, day, expired }) =>
      translate(expired ? 'compliance.documentExpired' : 'compliance.documentExpires', language, {
        name,
        day,
        document: translate(`compliance.document.${document}`, language),
      }),
    )
    .map((line) => `- ${line}`)
    .join('\n');

/** Writes the digests due and nudges the mailer; how many were written. */
export async function sendExpiryNotices(db: Db, mail: MailService) {
  const documents = await documentsToRenew(db);
  if (!documents.length) return 0;
  const written = await db.transaction(async (tx) => {
    const recipients = await reachableHolders(tx, 'list-model-records');
    const valuesIn = (language: Language) => ({
      count: String(documents.length),
      days: String(DOCUMENT_NOTICE_DAYS),
      list: listed(documents, language),
    });
    const values = { 'zh-CN': valuesIn('zh-CN'), en: valuesIn('en') };
    return mail.writeStaffDigest(tx, { template: 'documents-expiring', recipients, values });
  });
  if (written) mail.sent();
  return written;
}
