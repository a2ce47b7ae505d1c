/** What the mail module offers other modules: e-mails written in their transaction, sent after it commits. */
import type { Executor } from '../../db/client.js';
import type { TicketReply } from './compose.js';

export type MailService = {
  /** Writes a support ticket's reply into the outbox; the message's id. */
  writeTicketReply(tx: Executor, reply: TicketReply): Promise<number>;
  /** Tells the mailer (when there is one) that a message waits: call after the commit. */
  sent(): void;
};
