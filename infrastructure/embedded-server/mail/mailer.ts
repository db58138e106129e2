import { createTransport } from 'nodemailer';

/** The mail port of the auth server: plain-text mails, nothing else. */
export interface Mail {
  /** The recipient's e-mail address. */
  readonly to: string;
  /** The subject line. */
  readonly subject: string;
  /** The plain-text body. */
  readonly text: string;
}

/** Sends the auth server's mails (codes, device links). */
export interface Mailer {
  /** Sends one mail; rejects when the mail server refuses it. */
  send(mail: Mail): Promise<void>;
}

export interface SmtpMailer extends Mailer {
  /** Closes the pooled SMTP connections. */
  close(): void;
}

/**
 * Mails through an SMTP server, e.g. `smtps://user:pass@smtp.example.com` or `smtp://127.0.0.1:2525`.
 * `from` is the sender most providers require to be one of the account's verified addresses.
 */
export function createSmtpMailer(smtpUrl: string, from = 'walletport <no-reply@localhost>'): SmtpMailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** A mailbox for development and tests: keeps every mail and prints one line each, so no SMTP is needed. */
export interface DevelopmentMailbox extends Mailer {
  /** Every mail sent so far, oldest first. */
  messages(): readonly Mail[];
  /** The code of the newest sign-in or e-mail change mail sent to this address, if any. */
  lastOtpFor(email: string): string | undefined;
  /** The newest device confirmation link sent to this address, if any. */
  lastDeviceLinkFor(email: string): string | undefined;
}

export function createDevelopmentMailbox(log: (line: string) => void = (line) => console.log(line)): DevelopmentMailbox {
  const sent: Mail[] = [];
  const newest = (email: string, find: (text: string) => string | undefined) => {
    const to = email.trim().toLowerCase();
    for (let index = sent.length - 1; index >= 0; index -= 1) {
      const mail = sent[index]!;
      const found = mail.to.toLowerCase() === to ? find(mail.text) : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return {
    async send(mail) {
      sent.push({ to: mail.to, subject: mail.subject, text: mail.text });
      log(`[mail] to ${mail.to} | ${mail.subject} | ${mail.text.replace(/\s+/g, ' ').trim()}`);
    },
    messages: () => [...sent],
    lastOtpFor: (email) => newest(email, findOtp),
    lastDeviceLinkFor: (email) => newest(email, findDeviceLink),
  };
}

// The mails the auth service sends. Their wording and the finders below live together, so the
// development mailbox keeps finding codes and links when the text changes.

export function otpMail(to: string, code: string, lifetimeMinutes: number): Mail {
  return {
    to,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}.\nIt expires in ${lifetimeMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
  };
}

export function deviceLinkMail(to: string, link: string, lifetimeMinutes: number): Mail {
  return {
    to,
    subject: 'Confirm your new device',
    text: `Someone is signing in to your wallet from a new device.\nIf it is you, confirm the device here:\n${link}\n`
      + `The link expires in ${lifetimeMinutes} minutes. If it is not you, ignore this e-mail: nothing happens without the code.`,
  };
}

/**
 * The two mails of an e-mail change: the code for the current address (proving the wallet's owner asks)
 * names the new address, so an owner who did not ask sees what someone tried; the code for the new
 * address proves that address can receive mail.
 */
export function emailUpdateMail(
  to: string, code: string, lifetimeMinutes: number, change: { readonly step: 'current' | 'new'; readonly newEmail: string },
): Mail {
  const expiry = `It expires in ${lifetimeMinutes} minutes.`;
  if (change.step === 'current') {
    return {
      to,
      subject: 'Confirm the change of your e-mail',
      text: `Someone asked to change the e-mail of your wallet to ${change.newEmail}.\nIf it is you, your confirmation code is ${code}.\n`
        + `${expiry} If it is not you, ignore this e-mail: your e-mail stays as it is.`,
    };
  }
  return {
    to,
    subject: 'Confirm your new e-mail',
    text: `To make this address the e-mail of your wallet, enter the code.\nYour confirmation code is ${code}.\n`
      + `${expiry} If you did not ask for it, ignore this e-mail.`,
  };
}

function findOtp(text: string): string | undefined {
  return /(?:sign-in|confirmation) code is (\d{6})\./.exec(text)?.[1];
}

function findDeviceLink(text: string): string | undefined {
  return /(\S+\/device\?token=\S+)/.exec(text)?.[1];
}
