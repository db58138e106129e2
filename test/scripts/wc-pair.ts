/**
 * Pairs the demo with the Node WalletConnect test wallet (anvil dev account 0):
 *   npx tsx test/scripts/wc-pair.ts '<wc: uri from the QR code's "Copy link">'
 * Uses the relay and chains `npm start` runs (same environment variables). The wallet approves the
 * session and every request (forwarded to anvil), and stays up until Ctrl-C.
 */
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';

const uri = process.argv[2] ?? '';
if (!uri.startsWith('wc:')) {
  console.error("usage: npx tsx test/scripts/wc-pair.ts '<wc: uri>' (copy it with the modal's \"Copy link\")");
  process.exit(1);
}

const relayUrl = `ws://127.0.0.1:${process.env['WALLETPORT_WC_RELAY_PORT'] ?? 8790}`;
const chains = {
  '31337': `http://127.0.0.1:${process.env['WALLETPORT_ANVIL_PORT'] ?? 8545}`,
  '31338': `http://127.0.0.1:${process.env['WALLETPORT_ANVIL2_PORT'] ?? 8546}`,
};

const wallet = await WalletConnectTestWallet.create({ relayUrl, chains, name: 'walletport Node test wallet' });
await wallet.pair(uri);
console.log(`[wc-pair] paired through ${relayUrl}; approving the session and requests. Ctrl-C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void wallet.stop().then(() => process.exit(0)));
}
