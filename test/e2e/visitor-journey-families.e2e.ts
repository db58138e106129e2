import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOnSecondNetworkThenSignOutEverywhere, signInWithFarcaster } from './journey-embedded-walks.ts';
import { pairOverWalletConnect, sendTestToken, signInCancelledThenSigned } from './journey-evm-walks.ts';
import { connectAllAtOnce, refuseThenConnectEach } from './journey-family-walks.ts';
import { startJourneyStage, type JourneyStage, type JourneyWalk } from './journey-stage.ts';
import { VISITORS, type Visitor } from './journey-visitors.ts';

/*
 * The visitors of visitor-journey.e2e.ts on the modal's other walks, under the same step checks and
 * pictures (journey-checks.ts): each chain family refused in the wallet then connected, all of them at
 * once, the demo's ERC-20, signing in with a wallet message, the e-mail wallet on the second network with
 * "Sign out on every device", Farcaster, and WalletConnect. Each walk runs once, by one visitor; between
 * them every visitor walks some, so each screen, theme, language and hand meets new views.
 */

let stage: JourneyStage;

beforeAll(async () => {
  stage = await startJourneyStage();
}, 180_000);

afterAll(async () => {
  await stage?.stop();
});

interface Walk {
  readonly title: string;
  readonly site: () => string;
  readonly query?: string;
  readonly walk: (opened: JourneyWalk) => Promise<void>;
}

const [deskDarkEn, phoneLightAr, deskLightArKeys, phoneDarkEnKeys] = VISITORS as [Visitor, Visitor, Visitor, Visitor];

const WALKS: readonly (readonly [Visitor, Walk])[] = [
  [deskDarkEn, { title: 'Solana and Polkadot, each refused then connected', site: () => stage.families.url, walk: (opened) => refuseThenConnectEach(opened, ['solana', 'polkadot']) }],
  [deskDarkEn, { title: 'Farcaster sign-in', site: () => stage.embeddedSite.url, walk: signInWithFarcaster }],
  [phoneLightAr, { title: 'Bitcoin and Cosmos, each refused then connected', site: () => stage.families.url, walk: (opened) => refuseThenConnectEach(opened, ['bip122', 'cosmos']) }],
  [phoneLightAr, { title: 'WalletConnect pairing', site: () => stage.demo.url, walk: (opened) => pairOverWalletConnect(opened, stage.walletConnect) }],
  [deskLightArKeys, { title: 'all families at once', site: () => stage.families.url, walk: connectAllAtOnce }],
  [deskLightArKeys, { title: 'sign in with a wallet message, cancelled then signed', site: () => stage.demo.url, query: '&siwx', walk: signInCancelledThenSigned }],
  [phoneDarkEnKeys, { title: 'ERC-20 send with the balance checks', site: () => stage.demo.url, walk: (opened) => sendTestToken(opened, stage.demo) }],
  [phoneDarkEnKeys, {
    title: 'e-mail wallet on the second network, then sign out on every device',
    site: () => stage.embeddedSite.url,
    walk: (opened) => emailOnSecondNetworkThenSignOutEverywhere(opened, stage.embedded.wallet.url, 'journey-visitor@example.com'),
  }],
];

describe('the visitors walk the modal’s other ways in', () => {
  for (const [visitor, walk] of WALKS) {
    const slug = walk.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    it(`${visitor.name}: ${walk.title}`, async () => {
      const opened = await stage.open(visitor, slug, walk.site(), walk.query);
      try {
        await walk.walk(opened);
        expect(opened.run.errors).toEqual([]);
        expect(opened.blocked).toEqual([]);
      } finally {
        await opened.context.close();
      }
    }, 180_000);
  }
});
