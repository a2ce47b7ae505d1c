/**
 * The ledger has no routes: its service (`service.ts`) is what other modules call, and its module adds the
 * hourly expiry of lapsed subscriptions to the housekeeping.
 */
import type { Module } from '../module.js';
import { expireLapsed } from './expiry.js';

export const ledgerModule: Module<object> = (_app, deps) => {
  deps.housekeeping.push({ name: 'expire-lapsed-subscriptions', run: () => expireLapsed(deps.db) });
};
