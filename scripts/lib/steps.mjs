// Runs named steps in order, timing each, stopping at the first failure, and prints a summary that ends
// with the line `N passed, M failed` (plus `, K skipped` when some step had nothing to run).
import { bold, dim, green, red, yellow } from './log.mjs';

/**
 * Each step is { name, run: async () => void | { skipped: reason } }. A step fails by throwing or by
 * returning { failed: reason }.
 */
export async function runSteps(steps) {
  const results = [];
  for (const step of steps) {
    console.log(`\n${bold(`▶ ${step.name}`)}`);
    const started = process.hrtime.bigint();
    let status = 'passed';
    let note = '';
    try {
      const outcome = await step.run();
      if (outcome?.skipped) {
        status = 'skipped';
        note = outcome.skipped;
      } else if (outcome?.failed) {
        status = 'failed';
        note = outcome.failed;
      }
    } catch (error) {
      status = 'failed';
      note = error instanceof Error ? error.message : String(error);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    results.push({ name: step.name, status, note, seconds });
    const mark = { passed: green('✔ passed'), failed: red('✘ failed'), skipped: yellow('– skipped') }[status];
    console.log(`${mark} ${step.name} ${dim(`(${seconds.toFixed(1)} s)`)}${note ? ` — ${note}` : ''}`);
    if (status === 'failed') break;
  }

  const count = (status) => results.filter((r) => r.status === status).length;
  const notRun = steps.slice(results.length).map((s) => s.name);
  console.log(`\n${bold('Summary')}`);
  for (const r of results) {
    const mark = { passed: green('✔'), failed: red('✘'), skipped: yellow('–') }[r.status];
    console.log(
      `  ${mark} ${r.name.padEnd(34)} ${r.seconds.toFixed(1).padStart(7)} s  ${r.status}${r.note ? ` (${r.note})` : ''}`,
    );
  }
  for (const name of notRun) console.log(`  ${dim('·')} ${name.padEnd(34)} ${dim('not run (an earlier step failed)')}`);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  console.log(dim(`  total ${total.toFixed(1)} s`));
  const skipped = count('skipped');
  console.log(`${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return count('failed') === 0;
}
