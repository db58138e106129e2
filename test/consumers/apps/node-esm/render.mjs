// A server render as a framework's server does it: createAppKit, then renderToString of a component
// using the hooks and the button. No browser global exists here, as on a real server, so any use of
// one throws. (createAppKit checks `typeof window` on purpose to know it runs on a server; the
// import-only script, which records every read, runs before any instance exists.) Every walletport
// file imported after the instance is created is listed: on a server the hooks answer from the
// options alone, so the core must not load.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { AppKitButton, createAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState } from 'walletport/react';
import { defineEvmNetwork, evmAdapter } from 'walletport/chains/evm';
import { watchImportedFiles } from './imported-files.mjs';

// Unroutable RPC URLs: nothing here may reach a network.
const mainnet = defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' });
const base = defineEvmNetwork({ id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:9' });

function Header() {
  const { status, isConnected } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  const { initialized } = useAppKitState();
  return h('header', null, h('span', { id: 'summary' }, `${status} ${isConnected} ${caipNetworkId} ${initialized}`), h(AppKitButton));
}

const importedSince = watchImportedFiles();
const report = { node: process.versions.node };
try {
  const kit = createAppKit({ projectId: 'server', networks: [mainnet, base], defaultNetwork: base, adapters: [evmAdapter()], themeMode: 'light' });
  report.html = renderToString(h(Header));
  report.state = kit.getState();
  report.themeMode = kit.getThemeMode();
} catch (error) {
  report.error = error instanceof Error ? error.stack : String(error);
}
// Time for anything the instance started in the background to show up as an import or a read.
await new Promise((resolve) => setTimeout(resolve, 200));
report.imported = await importedSince();
console.log(JSON.stringify(report));
