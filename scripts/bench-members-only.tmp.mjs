import { ensureBuilt } from './lib/build.mjs';
import { startCluster } from './lib/postgres.mjs';
import { benchIntake } from './bench/intake.mjs';
import { benchMembersPglite, benchMembersPostgres, databaseBeside } from './bench/members.mjs';
await ensureBuilt(['server', 'web']);
const quick = process.argv.includes('--quick');
await benchMembersPglite();
const cluster = await startCluster({ database: 'backlot_bench' });
try {
  const url = await databaseBeside(cluster.url, 'backlot_members_bench');
  await benchMembersPostgres({ label: 'PostgreSQL (throwaway cluster)', databaseUrl: url, quick });
  await benchIntake({ label: 'PostgreSQL (throwaway cluster)', databaseUrl: url });
} finally {
  cluster.stop();
}
