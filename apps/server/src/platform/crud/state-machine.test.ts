import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../audit.js';
import { type ActionScope, stateMachine } from './actions.js';

const scope = (status: string): ActionScope<unknown> => ({
  tx: {} as Executor,
  row: { id: 1, status },
  ctx: {} as AuditContext,
  body: undefined,
  reply: {},
});

describe('a state machine', () => {
  it('writes the state a transition goes to, after what else it sets', async () => {
    const { solve } = stateMachine('status', {
      solve: { summary: 'Solve', from: ['open'], to: 'solved', set: () => ({ status: 'x', note: 'done' }) },
    });
    expect(solve!.state).toEqual({ column: 'status', from: ['open'], to: 'solved' });
    expect(await solve!.set(scope('open'))).toEqual({ status: 'solved', note: 'done' });
  });

  it('leaves the state to the work when a transition names none (an outcome known once it is done)', async () => {
    const { replay } = stateMachine('status', {
      replay: { summary: 'Replay', from: ['failed'], set: () => Promise.resolve({ status: 'processed', attempts: 2 }) },
    });
    expect(await replay!.set(scope('failed'))).toEqual({ status: 'processed', attempts: 2 });
  });
});
