/**
 * The app's one leave guard (a router allows one blocker): a navigation away from a page is held while a form
 * on that page has unsaved changes, and that form asks whether to leave (`useUnsavedChangesGuard` registers it
 * with the question, in its own words and dialog). It holds every way out the router sees: a link, the menu, a
 * tab, the browser's Back and Forward. Closing or reloading the tab asks the browser's own question while any
 * form, shown or kept alive in a hidden tab, has unsaved changes.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

export type GuardedForm = {
  dirty: () => boolean;
  /** Asks whether to leave; calls `leave` or `stay` with the answer. */
  ask: (leave: () => void, stay: () => void) => void;
};

/** The forms by the path of the page that holds them. */
type Registry = Map<string, Set<GuardedForm>>;

const LeaveGuardContext = createContext<Registry | null>(null);

const dirtyFormAt = (forms: Registry, path: string) => [...(forms.get(path) ?? [])].find((form) => form.dirty());

export function LeaveGuard({ children }: { children: ReactNode }) {
  const forms = useMemo<Registry>(() => new Map(), []);
  /** The form that held the navigation, until it is answered. */
  const held = useRef<GuardedForm>(undefined);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    held.current = dirtyFormAt(forms, currentLocation.pathname);
    return Boolean(held.current);
  });

  // Asked once per held navigation, though the page may render again meanwhile; answered through the blocker
  // as it is then.
  const latest = useRef(blocker);
  const asked = useRef(false);
  useLayoutEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    held.current?.ask(
      () => latest.current.proceed?.(),
      () => latest.current.reset?.(),
    );
  }, [blocker.state]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if ([...forms.values()].some((set) => [...set].some((form) => form.dirty()))) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [forms]);

  return <LeaveGuardContext value={forms}>{children}</LeaveGuardContext>;
}

/** Registers a form of the page at `path` with the guard, for as long as the form is mounted. */
export function useGuardedForm(path: string, form: GuardedForm) {
  const forms = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!forms) return;
    const set = forms.get(path) ?? new Set();
    forms.set(path, set.add(form));
    return () => {
      set.delete(form);
      if (!set.size) forms.delete(path);
    };
  }, [forms, path, form]);
}
