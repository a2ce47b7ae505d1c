/**
 * The job queue's runs as pg-boss keeps them (`pgboss.job`; `platform/jobs/queue.ts`), for reading only: pg-boss
 * creates and migrates its schema itself, so this table is not among the migrated schema (`db/schema`).
 */
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@backlot/contract';
import { JOB_SCHEMA } from '../../platform/jobs/queue.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const jobRuns = pgSchema(JOB_SCHEMA).table('job', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  state: text('state', { enum: JOB_STATES }).notNull(),
  retryCount: integer('retry_count').notNull(),
  output: jsonb('output'),
  createdOn: at('created_on').notNull(),
  startedOn: at('started_on'),
  completedOn: at('completed_on'),
});
