import { useSession } from '../../lib/session';

/**
 * Whether an admin is the one signed in: their own account cannot be disabled or deleted (the server
 * refuses with 409), so those actions are not offered on it.
 */
export function useIsSelf(): (admin: { id: number }) => boolean {
  const { admin: self } = useSession();
  return (admin) => self?.id === admin.id;
}
