// A server render of a component using the hooks, after createAppKit, as a framework's server would do it.
// No browser global exists here, as on a real server: any use of one throws and fails the script.
// (createAppKit does check `typeof window` to know it runs on a server, so a recording getter would
// count that deliberate check; the import-only script records every read instead.)
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { AppKitButton, createAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState } from 'walletport/react';
import { defineEvmNetwork, evmAdapter } from 'walletport/chains/evm';

const mainnet = defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' });
const base = defineEvmNetwork({ id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:9' });
const kit = createAppKit({ projectId: 'server', networks: [mainnet, base], defaultNetwork: base, adapters: [evmAdapter()] });

function Header() {
  const { status } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  const { initialized } = useAppKitState();
  return h('header', null, h('span', { id: 'summary' }, `${status} ${caipNetworkId} ${initialized}`), h(AppKitButton));
}

const html = renderToString(h(Header));
// Give any stray asynchronous work a moment to show itself before reporting.
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(JSON.stringify({ node: process.versions.node, html, state: kit.getState(), loaded: kit.link.loaded() !== undefined }));
