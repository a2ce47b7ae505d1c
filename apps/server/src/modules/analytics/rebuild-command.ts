/**
 * `npm run rollups:rebuild -w apps/server [-- --time-zone <IANA zone>]`: recomputes the analytics rollups from the
 * ledger and the events, in the database's reporting zone, or in `--time-zone`, which then becomes the database's
 * (`report-zone.ts`). On the database `npm start` uses: DATABASE_URL, else the embedded one in DATA_DIR (relative to
 * the repository, as the server's). Every server must be stopped: on PostgreSQL the command refuses while a server
 * is connected (the embedded database's lock refuses it anyway). Prints the seconds it took.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { isTimeZone, loadConfig } from '../../config.js';
import { openDatabase, queryRows, SERVER_APPLICATION } from '../../db/client.js';
import { analyticsState } from '../../db/schema/index.js';
import { rebuildRollups } from './rebuild.js';

const { values } = parseArgs({ options: { 'time-zone': { type: 'string' } } });
const asked = values['time-zone'];
if (asked !== undefined && !isTimeZone(asked)) {
  console.error(`--time-zone: ${asked} is not an IANA time zone such as UTC or Asia/Shanghai`);
  process.exit(2);
}

const config = loadConfig();
const { db, close } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, role: 'command' });
try {
  const [servers] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${SERVER_APPLICATION}`,
  );
  if (servers!.n > 0) {
    console.error(`${servers!.n} connections of running servers: stop every server first.`);
    process.exitCode = 2;
  } else {
    const [state] = await db.select({ timeZone: analyticsState.timeZone }).from(analyticsState);
    const zone = asked ?? state?.timeZone ?? config.reportTimeZone ?? 'UTC';
    const started = performance.now();
    await rebuildRollups(db, zone);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`analytics rollups rebuilt in ${zone} in ${seconds} s; the database now reports in ${zone}.`);
    if (config.reportTimeZone !== undefined && config.reportTimeZone !== zone)
      console.log(`Servers set to REPORT_TIMEZONE=${config.reportTimeZone} will refuse to start: set it to ${zone}.`);
  }
} finally {
  await close();
}
