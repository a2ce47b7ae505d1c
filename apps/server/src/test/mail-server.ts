/** A real SMTP server on loopback for tests: what it received, and the refusals it was told to make first. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; text: string };

/** An SMTP server on loopback that refuses the first `refusals` messages (a 451, as a busy server would). */
export async function mailServer(refusals = 0) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refused < refusals) {
          refused += 1;
          return done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        const text = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
          to: session.envelope.rcptTo.map((r) => r.address),
          text,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(r)) };
}
