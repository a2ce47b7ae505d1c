/**
 * A kind of arrival staff are told about (a new ticket, a failed e-mail): a read view its owning module writes
 * over its own table and the unread counts and the bell compose. `since` is an instant expression; the view
 * selects the rows that arrived after it as `(id text, at timestamptz, label text)`: `id` names the record
 * (its page's id), `at` when it arrived, `label` a line to show for it. The owner makes it cheap to ask
 * newest-first from an instant: an index on `at`, under the view's condition.
 */
import type { SQL } from 'drizzle-orm';

export type Arrivals = (since: SQL) => SQL;
