/**
 * The guided tour's steps: what the admin's role reaches, each pointing at its place in the shell. A place the
 * admin lacks is left out (the bell shows only to who may read what it counts; the open-page tabs only when
 * shown); what belongs to every list — filters and saved views — is told in the middle of the screen, on any page.
 */
import type { TourStepProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuEntry } from '../../../lib/routes';

/** The shell's places the tour points at, marked `data-tour="<place>"` where they render. */
export const TOUR_PLACES = ['menu', 'menuButton', 'search', 'tabs', 'bell', 'account'] as const;
export type TourPlace = (typeof TOUR_PLACES)[number];

/** The element marked as `place`, when it is on the screen. */
export const placeOf = (place: TourPlace) => document.querySelector<HTMLElement>(`[data-tour="${place}"]`);

const pagesIn = (entries: readonly MenuEntry[]): number =>
  entries.reduce((sum, entry) => sum + (entry.children ? pagesIn(entry.children) : 1), 0);

/** `mobile`: the menu is a drawer, so the tour points at the button opening it. */
export function tourSteps(t: TFunction<'tour'>, menu: readonly MenuEntry[], mobile: boolean): TourStepProps[] {
  const step = (key: string, place: TourPlace | null, values?: Record<string, string>): TourStepProps | null => {
    if (place && !placeOf(place)) return null;
    return {
      title: t(`steps.${key}.title`),
      description: t(`steps.${key}.text`, values),
      target: place ? () => placeOf(place)! : null,
      // The sidebar is as tall as the screen: its step sits beside it; the top bar's under what it points at.
      placement: place === 'menu' ? 'right' : 'bottom',
    };
  };
  const steps = [
    step('menu', mobile ? 'menuButton' : 'menu', {
      sections: t('steps.menu.sections', { count: menu.length }),
      pages: t('steps.menu.pages', { count: pagesIn(menu) }),
    }),
    step('search', 'search'),
    step('tabs', 'tabs'),
    step('lists', null),
    step('bell', 'bell'),
    step('account', 'account'),
  ];
  return steps.filter((s): s is TourStepProps => s !== null);
}
