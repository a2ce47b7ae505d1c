/**
 * The state of one asynchronous action of a form (pending, the last error): what the sign-in steps
 * need, without a query client. A run started before `reset` or a newer run no longer changes the state.
 */
import { useRef, useState } from 'react';

type ActionState = { isPending: boolean; error: unknown };

const IDLE: ActionState = { isPending: false, error: null };

export function useAsyncAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const [state, setState] = useState<ActionState>(IDLE);
  const latest = useRef(0);

  function run(...args: Args) {
    const id = ++latest.current;
    const settle = (next: ActionState) => {
      if (latest.current === id) setState(next);
    };
    setState({ isPending: true, error: null });
    action(...args).then(
      () => settle(IDLE),
      (error: unknown) => settle({ isPending: false, error }),
    );
  }

  function reset() {
    latest.current += 1;
    setState(IDLE);
  }

  return { ...state, run, reset };
}
