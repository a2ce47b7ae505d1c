/**
 * The ledger: applies processors' notifications (the postbacks module calls it), keeps the coin ledger (the
 * payments module and the coin-spend intake call it), expires lapsed subscriptions hourly, and derives a
 * member's plan for the members' answers. It owns the ledger's tables (transactions, orders, subscriptions,
 * coin entries); the orders, subscriptions and payments modules read them and write only what staff may.
 */
import { type Module, serviceOf } from '../module.js';
import { expireLapsed } from './expiry.js';
import { ledgerService } from './service.js';

export const ledgerModule: Module = (_app, deps) => {
  deps.services.ledger = ledgerService(serviceOf(deps, 'rollups').ledgerZone);
  deps.housekeeping.push({ name: 'expire-lapsed-subscriptions', run: () => expireLapsed(deps.db) });
};
