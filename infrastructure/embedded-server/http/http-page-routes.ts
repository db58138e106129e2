import { HttpFailure, invalidArgument } from './http-errors.ts';
import { htmlReply, jsonReply, scriptReply, type Router } from './http-router.ts';
import type { DevelopmentMailbox } from '../mail/mailer.ts';
import { approvalWindowBundle } from './approval-window-bundle.ts';
import {
  approvalWindowPage, DEVICE_SCRIPT, devicePage, frameContentSecurityPolicy, framePage, mailboxPage, STANDALONE_PAGE_POLICY, type FrameConfig,
} from './pages.ts';

export interface PageRoutesConfig {
  readonly frame: FrameConfig;
  readonly frameScript: () => Promise<string>;
  /** The approval window's script (default: bundled from the sources, or inlined by the package build). */
  readonly approvalWindowScript?: () => Promise<string>;
  /** Only with the development mailbox: the mailbox page and its JSON. */
  readonly mailbox?: DevelopmentMailbox;
  /**
   * The Host headers this server answers to. The mailbox hands out sign-in codes, so a page that
   * rebinds its own host name to this address must not read it.
   */
  readonly ownHosts: ReadonlySet<string>;
}

/** The frame's page and script, the approval window, the device page, and in development the mailbox. */
export function addPageRoutes(router: Router, config: PageRoutesConfig): Router {
  const frameHtml = framePage(config.frame);
  const frameHeaders = {
    'content-security-policy': frameContentSecurityPolicy(config.frame.allowedOrigins, config.frame.defaultAncestors),
    // Embedding is what the frame is for: frame-ancestors, not this header, decides who may.
    'cross-origin-resource-policy': 'cross-origin',
  };
  router
    .add('GET', '/frame', async () => htmlReply(frameHtml, frameHeaders))
    .add('GET', '/frame.js', async () => scriptReply(await config.frameScript()))
    .add('GET', '/device', async () => htmlReply(devicePage(), { 'content-security-policy': STANDALONE_PAGE_POLICY }))
    .add('GET', '/device.js', async () => scriptReply(DEVICE_SCRIPT))
    // Never framed, and no Cross-Origin-Opener-Policy: the frame that opens it must stay its opener.
    .add('GET', '/approve', async () => htmlReply(approvalWindowPage(), { 'content-security-policy': STANDALONE_PAGE_POLICY }))
    .add('GET', '/approve.js', async () => scriptReply(await (config.approvalWindowScript ?? approvalWindowBundle)()));

  const { mailbox } = config;
  if (mailbox === undefined) return router;
  const requireOwnHost = (host: string | undefined) => {
    if (host === undefined || !config.ownHosts.has(host.toLowerCase())) {
      throw new HttpFailure(403, invalidArgument('Host', 'this server\'s own address'));
    }
  };
  return router
    .add('GET', '/mailbox', async (context) => {
      requireOwnHost(context.request.headers.host);
      return htmlReply(mailboxPage(mailbox.messages()), { 'content-security-policy': STANDALONE_PAGE_POLICY });
    })
    .add('GET', '/api/dev/mailbox', async (context) => {
      requireOwnHost(context.request.headers.host);
      const email = context.url.searchParams.get('email')?.trim().toLowerCase();
      const messages = mailbox.messages().filter((mail) => email === undefined || mail.to.toLowerCase() === email).reverse();
      return jsonReply({
        otp: email ? mailbox.lastOtpFor(email) ?? null : null,
        deviceLink: email ? mailbox.lastDeviceLinkFor(email) ?? null : null,
        messages: messages.map(({ to, subject, text }) => ({ to, subject, text })),
      });
    });
}
