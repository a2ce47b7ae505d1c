/**
 * The guided tour: whether it is showing, and the admin's record of having taken or skipped it. The server keeps
 * that record (`tour_seen_at`), so a new admin is offered the tour once, whichever browser they sign in from.
 */
import { api } from '../../../lib/api/client';
import { sessionStore, updateAdmin, type SignedInAdmin } from '../../../lib/session';
import { createStore, useStore } from '../../../lib/settings/store';

const open = createStore(false);

export const useTourOpen = () => useStore(open);

/** Shows the tour: offered to a new admin, and replayed from the user menu. */
export const startTour = () => open.set(true);

/** Closes the tour, finished or skipped; the first time, the server records it and the offer goes. */
export async function endTour() {
  open.set(false);
  await markTourSeen();
}

/** The admin took or skipped the tour (`POST /api/auth/me/tour`); once is enough. */
export async function markTourSeen() {
  if (sessionStore.get().admin?.tourSeenAt !== null) return;
  updateAdmin(await api.post<SignedInAdmin>('/auth/me/tour'));
}
