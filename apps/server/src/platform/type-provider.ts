/**
 * The routes' type provider: a request is typed as its zod schema parses it (as with ZodTypeProvider); an
 * answer as the contract's shape where an instant may still be a Date — the response serializer writes it
 * as ISO 8601 (`serializer.ts`), and the tests check every answer against the contract.
 */
import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import type { Outgoing } from './wire.js';

export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? Outgoing<z.output<this['schema']>> : unknown;
}
