/**
 * The legal hold of 28 CFR 75.4 (the contract's LEGAL_HOLD_YEARS): a scan uploaded less than that many years
 * ago cannot be deleted (records and releases never are: they offer no delete). `held_until` is the UTC day its last change turns that old, the
 * first day it may be deleted; before it, a delete is a 409 `legal_hold` whose message names the day in the
 * request's language.
 */
import { LEGAL_HOLD_YEARS } from '@backlot/contract';
import { AppError } from '../../platform/errors.js';

/** The first day (YYYY-MM-DD, UTC) a record last changed at `changed` may be deleted. */
export function heldUntil(changed: Date) {
  const until = new Date(changed);
  until.setUTCFullYear(until.getUTCFullYear() + LEGAL_HOLD_YEARS);
  return until.toISOString().slice(0, 10);
}

/** Throws the 409 `legal_hold` while a record last changed at `changed` is held. */
export function checkLegalHold(changed: Date, now = new Date()) {
  const day = heldUntil(changed);
  if (now.toISOString().slice(0, 10) < day)
    throw new AppError(
      409,
      'legal_hold',
      'err.legalHold',
      undefined,
      { held_until: day, years: LEGAL_HOLD_YEARS },
      { held_until: day },
    );
}
