import type { Browser, BrowserContext } from 'playwright-core';
import type { LocaleCatalogue } from '../../presentation/i18n/locale-catalogues.ts';
import { startEmbeddedWalletStack, type EmbeddedWalletStack } from '../embedded/embedded-wallet-stack.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';
import { startDemoSite, type RunningDemo } from './demo-site.ts';
import { startFamilyStandIns, type FamilyStandIns } from './family-stand-ins.ts';
import type { JourneyRun } from './journey-checks.ts';
import { visitorQuery, type Visitor } from './journey-visitors.ts';

/**
 * Everything the visitors' other walks meet, started once for their file: the demo with its anvil chains
 * and ERC-20, the same build served again on all five families, and again with the embedded wallet (its
 * auth server, OpenID provider and Farcaster relay), a WalletConnect wallet on the local relay, chromium.
 * The page keeps the Demo Wallet it brings itself: on every family it asks with the browser's confirm
 * prompt, so a visitor refuses or accepts there as after `npm start`.
 */
export interface JourneyStage {
  readonly demo: RunningDemo;
  readonly families: DemoServer;
  readonly embedded: EmbeddedWalletStack;
  readonly embeddedSite: DemoServer;
  readonly walletConnect: WalletConnectTestWallet;
  /** A fresh browser profile of `visitor` on `siteUrl`, its confirm prompts answered as `answer` says. */
  open(visitor: Visitor, walk: string, siteUrl: string, extraQuery?: string): Promise<JourneyWalk>;
  stop(): Promise<void>;
}

export interface JourneyWalk {
  readonly run: JourneyRun;
  readonly context: BrowserContext;
  /** Requests to anything but loopback, aborted: must stay empty. */
  readonly blocked: string[];
  /** The wallet's prompts so far. */
  readonly prompts: string[];
  /** How the visitor answers the wallet's next prompts (Cancel at first). */
  answer: 'accept' | 'dismiss';
}

export async function startJourneyStage(): Promise<JourneyStage> {
  const demo = await startDemoSite();
  const started: { stop(): Promise<unknown> }[] = [demo];
  try {
    const [standIns, embedded] = await Promise.all([
      startFamilyStandIns(),
      startEmbeddedWalletStack({ projectId: demo.config.projectId, allowedOrigins: [], rpcUrls: Object.fromEntries(demo.chains.map((chain) => [chain.chainId, chain.rpcUrl])) }),
    ]);
    started.push(standIns, embedded);
    const families = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, ...standIns.demoConfig } });
    started.push(families);
    const embeddedSite = await startDemoServer({ directory: demo.build.outDir, port: 0, config: { ...demo.config, embeddedWalletFrameUrl: `${embedded.wallet.url}/frame` } });
    started.push(embeddedSite);
    const walletConnect = await WalletConnectTestWallet.create({ relayUrl: demo.relay.url, chains: Object.fromEntries(demo.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])) });
    started.push(walletConnect);
    const browser: Browser = await launchChromium();
    started.push({ stop: () => browser.close() });
    const arabic: LocaleCatalogue = (await import('../../presentation/i18n/locales/ar.ts')).default;

    const open = async (visitor: Visitor, walk: string, siteUrl: string, extraQuery = ''): Promise<JourneyWalk> => {
      const context = await browser.newContext(visitor.screen);
      const blocked = await blockNonLoopback(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const run: JourneyRun = { name: `${visitor.name}/${walk}`, page, errors, words: visitor.locale === 'ar' ? arabic : undefined, keyboard: visitor.keyboard, step: 0 };
      const opened: JourneyWalk = { run, context, blocked, prompts: [], answer: 'dismiss' };
      page.on('dialog', (dialog) => {
        opened.prompts.push(dialog.message());
        void (opened.answer === 'accept' ? dialog.accept() : dialog.dismiss());
      });
      await page.goto(`${siteUrl}${visitorQuery(visitor, extraQuery)}`);
      return opened;
    };

    return {
      demo, families, embedded, embeddedSite, walletConnect, open,
      stop: async () => {
        for (const item of started.reverse()) await item.stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const item of started.reverse()) await item.stop().catch(() => undefined);
    throw error;
  }
}
