/**
 * `npm run rollups:rebuild -w apps/server`: recomputes the analytics rollups from the ledger and the events,
 * in REPORT_TIMEZONE, on the database `npm start` uses: DATABASE_URL, else the embedded one in DATA_DIR (relative
 * to the repository, as the server's; no running server may hold it). Prints the seconds it took.
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { rebuildRollups } from './rebuild.js';

const config = loadConfig();
const { db, close } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  await rebuildRollups(db, config.reportTimeZone);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`analytics rollups rebuilt in ${config.reportTimeZone} in ${seconds} s`);
} finally {
  await close();
}
