import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { CONNECT_REQUEST_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import { cosmosHubTestnet } from '../../domain/network/catalogue/cosmos.ts';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import { solanaDevnet } from '../../domain/network/catalogue/solana.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ProviderRpcError, USER_REJECTED } from '../../test/wallets/provider-error.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

type OtherFamily = Exclude<ChainNamespace, 'eip155'>;
const NETWORKS: Readonly<Record<OtherFamily, CaipNetwork>> = {
  solana: solanaDevnet as CaipNetwork,
  polkadot: westend as CaipNetwork,
  bip122: bitcoinRegtest as CaipNetwork,
  cosmos: cosmosHubTestnet as CaipNetwork,
};
const OTHER_FAMILIES = Object.keys(NETWORKS) as OtherFamily[];

/** The family's adapter, whose wallet answers the connect as `answer` says (its later tries connect). */
function familyAdapter(namespace: OtherFamily, answers: ('refuse' | 'hang' | 'accept')[]): ChainAdapterDescriptor {
  const address = 'addr-of-test';
  return {
    namespace,
    load: async () => ({
      namespace,
      connect: () => {
        const answer = answers.shift() ?? 'accept';
        if (answer === 'refuse') return Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.'));
        if (answer === 'hang') return new Promise(() => undefined);
        return Promise.resolve({ accounts: [address], chainReference: String(NETWORKS[namespace].id) });
      },
      reconnect: async () => undefined,
      switchNetwork: async () => undefined,
      getBalance: async () => ({ value: 0n, decimals: 0, symbol: 'X' }),
      watch: () => () => undefined,
      disconnect: async () => undefined,
    }),
  };
}

async function connectingOn(namespace: ChainNamespace, answers: ('refuse' | 'hang' | 'accept')[]) {
  const others = OTHER_FAMILIES.filter((family) => family === namespace);
  const harness = createHarness({
    options: {
      networks: [CHAIN_A, CHAIN_B, ...others.map((family) => NETWORKS[family])],
      adapters: [evmAdapterWithBalances({}), ...others.map((family) => familyAdapter(family, answers))],
    },
  });
  await harness.facade.ready;
  const connectorId = namespace === 'eip155' ? 'dev.walletport.demo' : harness.page.scriptedWallets.announce(namespace);
  if (namespace === 'eip155' && answers[0] === 'refuse') harness.page.wallet.rejectNextRequests(1);
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => {
    await harness.facade.open();
    void harness.facade.connect(connectorId, namespace);
    await settle();
  });
  return { ...harness, connectorId };
}

describe('the Connecting view when the wallet refuses or never answers', () => {
  it.each(['eip155', ...OTHER_FAMILIES] as const)('%s: a refusal ends at once in the declined text with Try again, which connects', async (namespace) => {
    const { facade } = await connectingOn(namespace, ['refuse']);
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.USER_REJECTED.message);
    expect(screen.queryByText('Accept the connection request in the wallet.')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(facade.stores.accounts.getSnapshot()[namespace]?.status).toBe('connected');
  });

  it.each(OTHER_FAMILIES)('%s: a wallet that never answers ends at the connect deadline with its text and Try again', async (namespace) => {
    const { clock } = await connectingOn(namespace, ['hang']);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      clock.advance(CONNECT_REQUEST_TIMEOUT_MS);
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.CONNECTION_TIMED_OUT.message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
