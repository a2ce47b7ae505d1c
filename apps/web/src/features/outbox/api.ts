import type { OutboxMessage as OutboxMessageWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type OutboxMessage = Camelize<OutboxMessageWire>;

export const outboxApi = resourceApi<OutboxMessage>('outbox');
