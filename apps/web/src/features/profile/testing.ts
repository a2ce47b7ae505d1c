/** What the profile's tests share: the signed-in admin they show, and typing as a paste. */
import type { UserEvent } from '@testing-library/user-event';
import type { SignedInAdmin } from '../../lib/session';
import { signedInAdmin } from '../../lib/session/testing';

/** The signed-in admin `writer`, with `changes`. */
export const writer = (changes: Partial<SignedInAdmin> = {}): SignedInAdmin => signedInAdmin(changes);

/** Replaces a field's text at once (a paste), as per-key typing re-renders antd forms slowly in jsdom. */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
