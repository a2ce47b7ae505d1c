/** Where a notification being applied came from, and what an already applied one throws. */
export type Source = {
  /** The stored notification being applied (null: applied without one, as the property test does). */
  postbackId: number | null;
  /** The site whose credentials authenticated it: every lookup by a processor's reference is its (`scope.ts`). */
  siteId: number;
  /**
   * Whether a notification of the site with the same transaction id was processed before (one without a ledger
   * entry).
   */
  appliedBefore: () => Promise<boolean>;
};

/**
 * A notification's source as the ledger applies it: with the reporting time zone in which the statement that
 * writes its entry counts it in the analytics rollups (null: their upkeep is off).
 */
export type Applying = Source & { countedIn: string | null };

/** The notification's transaction is already in the ledger: nothing of this delivery is kept. */
export class AlreadyApplied extends Error {}
