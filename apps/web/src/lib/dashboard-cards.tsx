/**
 * Cards a feature adds to the dashboard (the identity documents to renew), each shown to an admin holding its
 * permission and loaded only then. A feature declares them (`feature({ dashboard })`), the app provides them
 * all, and the dashboard shows them above its own figures: no feature imports another.
 */
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { PermissionName } from '@backlot/contract';
import { useCan } from './permissions';
import { lazyComponent } from './lazy-component';

export type DashboardCard = { key: string; permission: PermissionName; component: ComponentType };

/** A card of the module `load` imports (its default export), shown to holders of `permission`. */
export const dashboardCard = (
  key: string,
  permission: PermissionName,
  load: () => Promise<{ default: ComponentType }>,
): DashboardCard => ({ key, permission, component: lazyComponent(load) });

const Cards = createContext<readonly DashboardCard[]>([]);

export function DashboardCardsProvider({ cards, children }: { cards: readonly DashboardCard[]; children: ReactNode }) {
  return <Cards value={cards}>{children}</Cards>;
}

/** The features' cards the signed-in admin may see, each appearing once it has loaded. */
export function DashboardCards() {
  const can = useCan();
  return useContext(Cards)
    .filter((card) => can(card.permission))
    .map(({ key, component: Card }) => (
      <Suspense key={key} fallback={null}>
        <Card />
      </Suspense>
    ));
}
