import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevelopmentMailbox, createSmtpMailer, deviceLinkMail, emailUpdateMail, otpMail } from './mailer.ts';

interface ReceivedMail {
  envelope: string[];
  data: string;
}

/** Just enough of an SMTP server on 127.0.0.1 to accept mails: no TLS, no auth. */
async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let current: ReceivedMail = { envelope: [], data: '' };
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { envelope: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') { current.envelope.push(line); socket.write('250 ok\r\n'); }
        else if (verb === 'DATA') { inData = true; socket.write('354 end with .\r\n'); }
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.unref(); // never keeps the test process alive on its own
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP sink has no port');
  const stop = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });
  return { url: `smtp://127.0.0.1:${address.port}`, received, stop };
}

describe('the development mailbox', () => {
  it('keeps every mail, prints one line each, and finds the newest code and device link per address', async () => {
    const lines: string[] = [];
    const mailbox = createDevelopmentMailbox((line) => lines.push(line));
    await mailbox.send(otpMail('a@example.test', '111111', 10));
    await mailbox.send(deviceLinkMail('a@example.test', 'https://auth.example.test/device?token=abc.def-ghi', 10));
    await mailbox.send(otpMail('b@example.test', '222222', 10));
    await mailbox.send(otpMail('a@example.test', '012345', 10));

    expect(mailbox.messages().map((mail) => mail.to)).toEqual(['a@example.test', 'a@example.test', 'b@example.test', 'a@example.test']);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(lines[0]).toContain('111111');
    expect(mailbox.lastOtpFor('A@Example.test')).toBe('012345');
    expect(mailbox.lastOtpFor('b@example.test')).toBe('222222');
    expect(mailbox.lastOtpFor('c@example.test')).toBeUndefined();
    expect(mailbox.lastDeviceLinkFor('a@example.test')).toBe('https://auth.example.test/device?token=abc.def-ghi');
    expect(mailbox.lastDeviceLinkFor('b@example.test')).toBeUndefined();
  });

  it('finds the codes of an e-mail change too, the newest per address', async () => {
    const mailbox = createDevelopmentMailbox(() => undefined);
    await mailbox.send(otpMail('old@example.test', '111111', 10));
    await mailbox.send(emailUpdateMail('old@example.test', '222222', 10, { step: 'current', newEmail: 'new@example.test' }));
    expect(mailbox.lastOtpFor('old@example.test')).toBe('222222');
    expect(mailbox.lastOtpFor('new@example.test')).toBeUndefined(); // naming the new address sends it nothing
    await mailbox.send(emailUpdateMail('new@example.test', '333333', 10, { step: 'new', newEmail: 'new@example.test' }));
    expect(mailbox.lastOtpFor('new@example.test')).toBe('333333');
    expect(mailbox.messages().map((mail) => mail.subject))
      .toEqual(['Your sign-in code', 'Confirm the change of your e-mail', 'Confirm your new e-mail']);
    expect(mailbox.messages()[1]?.text).toContain('new@example.test');
  });

  it('hands out copies: a caller cannot rewrite what was sent', async () => {
    const mailbox = createDevelopmentMailbox(() => undefined);
    await mailbox.send(otpMail('a@example.test', '111111', 10));
    (mailbox.messages() as unknown[]).length = 0;
    expect(mailbox.messages()).toHaveLength(1);
  });
});

describe('the SMTP mailer', () => {
  const sinks: { stop: () => Promise<void> }[] = [];
  afterAll(async () => { await Promise.all(sinks.map((sink) => sink.stop())); });

  it('delivers a plain-text mail from the configured sender to the SMTP server', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const mailer = createSmtpMailer(sink.url, 'Wallet <wallet@example.test>');
    try {
      await mailer.send(otpMail('visitor@example.test', '654321', 10));
    } finally {
      mailer.close();
    }
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.envelope).toEqual(['MAIL FROM:<wallet@example.test>', 'RCPT TO:<visitor@example.test>']);
    expect(mail?.data).toContain('Subject: Your sign-in code');
    expect(mail?.data).toContain('Your sign-in code is 654321.');
  });

  it('rejects when the server cannot be reached', async () => {
    const sink = await startSmtpSink();
    await sink.stop();
    const mailer = createSmtpMailer(sink.url);
    await expect(mailer.send(otpMail('visitor@example.test', '654321', 10))).rejects.toThrow(/ECONNREFUSED/);
    mailer.close();
  });
});
