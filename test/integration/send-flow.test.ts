import { describe, expect, it } from 'vitest';
import type { ChainAdapter, ChainAdapterDescriptor, SendNativeInput, SendTokenInput } from '../../application/ports/chain-adapter.port.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { CHAIN_A, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { ProviderRpcError, USER_REJECTED } from '../wallets/provider-error.ts';
import { connectScriptedWallet, POLKADOT, SOLANA, scriptedAdapter } from '../fakes/scripted-chains.ts';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const ETH: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: CHAIN_A.caipNetworkId, price: 0, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' };
const USDC: TokenBalance = { ...ETH, name: 'USD Coin', symbol: 'USDC', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '6', numeric: '5' } };

/** The harness's EVM adapter with sends answered by `send` (record, reject, hang...). */
function sendingEvmAdapter(balances: Record<string, bigint>, send: (kind: 'native' | 'token', input: SendNativeInput | SendTokenInput) => Promise<string>): ChainAdapterDescriptor {
  const base = evmAdapterWithBalances(balances);
  return {
    namespace: 'eip155',
    load: async (): Promise<ChainAdapter> => ({
      ...(await base.load()),
      sendNative: (_provider, input) => send('native', input),
      sendToken: (_provider, input) => send('token', input),
    }),
  };
}

function setUp(send: (kind: 'native' | 'token', input: SendNativeInput | SendTokenInput) => Promise<string> = async () => HASH) {
  const balances: Record<string, bigint> = { [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n };
  const sent: { kind: string; input: SendNativeInput | SendTokenInput }[] = [];
  const harness = createHarness({
    options: {
      adapters: [
        sendingEvmAdapter(balances, (kind, input) => {
          sent.push({ kind, input });
          return send(kind, input);
        }),
      ],
    },
  });
  const events: string[] = [];
  harness.facade.subscribeEvents((event: ModalEvent) => events.push(event.data.event));
  return { ...harness, balances, sent, events };
}

function fillForm(facade: ReturnType<typeof setUp>['facade'], token: TokenBalance | undefined, amount: number | undefined, receiver: string | undefined = RECEIVER): void {
  facade.flows.send.commands.setToken(token);
  facade.flows.send.commands.setAmount(amount);
  facade.flows.send.commands.setReceiver({ address: receiver });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('send on eip155: needs a connected address, an amount, a receiver and a token', () => {
  it('needs a connected address: nothing is asked of the wallet', async () => {
    const { facade, sent, events } = setUp();
    await facade.ready;
    fillForm(facade, ETH, 1);
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'CONNECT_BEFORE_REQUEST' }), loading: false });
    expect(sent).toEqual([]);
    expect(events).not.toContain('SEND_INITIATED');
  });

  it('checks the amount and receiver first, then the token, with the spec messages', async () => {
    const { facade, sent } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, undefined);
    await facade.flows.send.commands.send();
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('An amount and receiver address are required');
    fillForm(facade, ETH, 1, '');
    await facade.flows.send.commands.send();
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('An amount and receiver address are required');
    fillForm(facade, undefined, 1);
    await facade.flows.send.commands.send();
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('A token is required');
    expect(sent).toEqual([]);
  });

  it('sends native value with empty data, emits SEND_INITIATED then SEND_SUCCESS, refreshes the balance and resets the form', async () => {
    const { facade, sent, events, balances } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await settle();
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);
    balances[`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`] = 10n ** 22n - 1_500_000_000_000_000_000n;
    fillForm(facade, ETH, 1.5);
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(sent).toEqual([{ kind: 'native', input: { network: CHAIN_A, from: ANVIL_ACCOUNT_0, to: RECEIVER, value: 1_500_000_000_000_000_000n } }]);
    expect(events.filter((event) => event.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n - 1_500_000_000_000_000_000n);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'success', lastHash: HASH, token: undefined, sendTokenAmount: undefined, receiverAddress: undefined, loading: false });
  });

  it('sends an ERC-20 token as transfer(receiver, amount) in the token decimals, without a native refresh', async () => {
    const { facade, sent, balances } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await settle();
    balances[`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`] = 1n;
    fillForm(facade, USDC, 2.5);
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(sent).toEqual([{ kind: 'token', input: { network: CHAIN_A, from: ANVIL_ACCOUNT_0, to: RECEIVER, value: 2_500_000n, tokenAddress: USDC.address } }]);
    // Spec §4: only native and solana sends refresh the balance.
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);
  });

  it('a rejection in the wallet (4001) ends in an error state, not a throw, and is not reported as a fault', async () => {
    const { facade, events, reports } = setUp(async () => {
      throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.');
    });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'SEND_DECLINED', shortMessage: 'Transaction declined in the wallet. You can try again.' }), loading: false, sendTokenAmount: 1 });
    expect(events).not.toContain('SEND_SUCCESS');
    expect(reports.filter((report) => report.context === 'send failed')).toEqual([]);
  });

  it('a wallet that never answers: a second send is refused, cancel settles the first and keeps the form', async () => {
    const hung = deferred<string>();
    const { facade, events, sent } = setUp(() => hung.promise);
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    const first = facade.flows.send.commands.send();
    await settle();
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'sending', loading: true });
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(sent).toHaveLength(1);
    facade.flows.send.commands.cancel();
    await expect(first).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'idle', loading: false, sendTokenAmount: 1, receiverAddress: RECEIVER });
    hung.resolve(HASH); // the wallet answers late: it changes nothing
    await settle();
    expect(events).not.toContain('SEND_SUCCESS');
    expect(facade.flows.send.state.getSnapshot().status).toBe('idle');
  });

  it('a wallet that never answers gives the form back after 5 minutes with a send message, and the visitor can try again', async () => {
    let answer: () => Promise<string> = () => new Promise<string>(() => undefined);
    const { facade, clock, sent } = setUp(() => answer());
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    const first = facade.flows.send.commands.send();
    await settle();
    clock.advance(5 * 60_000 - 1);
    await settle();
    expect(facade.flows.send.state.getSnapshot().status).toBe('sending');
    clock.advance(1);
    await expect(first).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'SEND_TIMED_OUT' }), loading: false, sendTokenAmount: 1 });
    answer = async () => HASH;
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('a disconnect while the wallet prompts ends the send in an error state; a late answer is ignored', async () => {
    const hung = deferred<string>();
    const { facade, events } = setUp(() => hung.promise);
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    const pending = facade.flows.send.commands.send();
    await settle();
    await facade.disconnect();
    await expect(pending).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'SEND_ACCOUNT_CHANGED' }), loading: false });
    hung.resolve(HASH);
    await settle();
    expect(events).not.toContain('SEND_SUCCESS');
    expect(facade.flows.send.state.getSnapshot().status).toBe('error');
  });

  it('cuts amounts below the token precision instead of rounding up, and refuses an amount that is zero in base units', async () => {
    const { facade, sent } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, USDC, 0.1234567);
    await facade.flows.send.commands.send();
    expect(sent[0]?.input.value).toBe(123_456n);
    fillForm(facade, USDC, 0.0000001);
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('An amount and receiver address are required');
  });
});

describe('send state and namespace switches', () => {
  it('switching namespace resets the send state', async () => {
    const { facade, container, page } = createHarness({ options: { networks: [CHAIN_A, SOLANA], adapters: [evmAdapterWithBalances({}), scriptedAdapter('solana', SOLANA, {})] } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    expect(facade.flows.send.state.getSnapshot().sendTokenAmount).toBe(1);
    await connectScriptedWallet(container, page.scriptedWallets, 'solana');
    expect(facade.state.getSnapshot().activeChain).toBe('solana');
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined, status: 'idle' });
  });
});

describe('send on other namespaces: solana natively, the rest refused', () => {
  it('solana sends natively through its adapter and refreshes the balance', async () => {
    const sent: SendNativeInput[] = [];
    const solana = scriptedAdapter('solana', SOLANA, {
      balance: 1_000_000_000n,
      sendNative: async (_provider, input) => {
        sent.push(input);
        return 'solana-signature';
      },
    });
    const { facade, container, page } = createHarness({ options: { networks: [CHAIN_A, SOLANA], adapters: [solana] } });
    await facade.ready;
    await connectScriptedWallet(container, page.scriptedWallets, 'solana');
    const token: TokenBalance = { ...ETH, name: 'Solana', symbol: 'SOL', chainId: SOLANA.caipNetworkId, quantity: { decimals: '9', numeric: '1' } };
    fillForm(facade, token, 0.25, 'So11111111111111111111111111111111111111112');
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(sent[0]).toMatchObject({ network: SOLANA, to: 'So11111111111111111111111111111111111111112', value: 250_000_000n });
    expect(facade.stores.accounts.getSnapshot().solana?.balance).toBe(1_000_000_000n);
  });

  it("solana without a sending adapter fails with 'Chain adapter not found'", async () => {
    const { facade, container, page } = createHarness({ options: { networks: [CHAIN_A, SOLANA], adapters: [scriptedAdapter('solana', SOLANA, {})] } });
    await facade.ready;
    await connectScriptedWallet(container, page.scriptedWallets, 'solana');
    fillForm(facade, { ...ETH, chainId: SOLANA.caipNetworkId, quantity: { decimals: '9', numeric: '1' } }, 1, 'So11111111111111111111111111111111111111112');
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'CHAIN_ADAPTER_NOT_FOUND' }) });
  });

  it("any other namespace is rejected as 'Unsupported chain' before the wallet is asked", async () => {
    let asked = false;
    const polkadot = scriptedAdapter('polkadot', POLKADOT, {
      sendNative: async () => {
        asked = true;
        return 'never';
      },
    });
    const { facade, container, page } = createHarness({ options: { networks: [CHAIN_A, POLKADOT], adapters: [polkadot] } });
    await facade.ready;
    await connectScriptedWallet(container, page.scriptedWallets, 'polkadot');
    fillForm(facade, { ...ETH, chainId: POLKADOT.caipNetworkId }, 1, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('Unsupported chain');
    expect(asked).toBe(false);
  });
});

describe('send checks before the wallet is asked', () => {
  const NINE_THOUSAND_NINE_HUNDRED_NINETY_EIGHT_ETH = 9_998n * 10n ** 18n;

  it('refuses 20,000 ETH from an account holding 9,998, saying the balance', async () => {
    const { facade, sent, events, balances } = setUp();
    balances[`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`] = NINE_THOUSAND_NINE_HUNDRED_NINETY_EIGHT_ETH;
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 20_000);
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot()).toMatchObject({
      status: 'error',
      loading: false,
      sendTokenAmount: 20_000,
      error: expect.objectContaining({ code: 'SEND_INSUFFICIENT_BALANCE', shortMessage: 'The amount is more than your balance of 9998.000 ETH. Nothing was sent.' }),
    });
    expect(sent).toEqual([]);
    expect(events).not.toContain('SEND_INITIATED');
  });

  it('reads the balance afresh: a balance spent elsewhere since the account view is not trusted', async () => {
    const { facade, sent, balances } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    await settle();
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);
    balances[`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`] = 10n ** 18n;
    fillForm(facade, ETH, 2);
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot().error?.code).toBe('SEND_INSUFFICIENT_BALANCE');
    expect(sent).toEqual([]);
  });

  it("says an invalid receiver is invalid (amount 1, receiver '0x1234')", async () => {
    const { facade, sent } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1, '0x1234');
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot().error).toMatchObject({
      code: 'SEND_RECEIVER_NOT_EVM_ADDRESS',
      shortMessage: 'The receiver address is not a valid EVM address: 0x followed by 40 hexadecimal characters.',
    });
    expect(sent).toEqual([]);
  });

  it('refuses a token amount over the token balance, and a token send with nothing left for the fee', async () => {
    const { facade, sent, balances } = setUp();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, USDC, 6);
    await facade.flows.send.commands.send();
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('The amount is more than your balance of 5.000 USDC. Nothing was sent.');
    balances[`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`] = 0n;
    fillForm(facade, USDC, 1);
    await facade.flows.send.commands.send();
    expect(facade.flows.send.state.getSnapshot().error?.shortMessage).toBe('Not enough ETH left to pay the network fee of this transfer. Nothing was sent.');
    expect(sent).toEqual([]);
  });

  it("a balance that cannot be read stops the send with 'Token Balance Unavailable', and the visitor can try again", async () => {
    let readable = false;
    const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
    const sent: SendNativeInput[] = [];
    const flaky: ChainAdapterDescriptor = {
      namespace: 'eip155',
      load: async () => {
        const adapter = await base.load();
        return {
          ...adapter,
          getBalance: async (network, address) => {
            if (!readable) throw new Error('connect ECONNREFUSED 127.0.0.1:8545');
            return adapter.getBalance(network, address);
          },
          sendNative: async (_provider, input) => {
            sent.push(input);
            return HASH;
          },
        };
      },
    };
    const { facade } = createHarness({ options: { adapters: [flaky] } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    await expect(facade.flows.send.commands.send()).resolves.toBe(false);
    expect(facade.flows.send.state.getSnapshot().error).toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE', shortMessage: 'Token Balance Unavailable' });
    expect(sent).toEqual([]);
    readable = true;
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('checks the fee estimate the adapter makes: a native send of the whole balance is refused', async () => {
    const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 18n });
    const sent: SendNativeInput[] = [];
    const estimating: ChainAdapterDescriptor = {
      namespace: 'eip155',
      load: async () => ({
        ...(await base.load()),
        estimateSendFee: async () => 21_000n * 1_000_000_000n,
        sendNative: async (_provider, input) => {
          sent.push(input);
          return HASH;
        },
      }),
    };
    const { facade } = createHarness({ options: { adapters: [estimating] } });
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    fillForm(facade, ETH, 1);
    await facade.flows.send.commands.send();
    expect(facade.flows.send.state.getSnapshot().error?.code).toBe('SEND_INSUFFICIENT_FOR_FEE');
    fillForm(facade, ETH, 0.999);
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(sent.map((input) => input.value)).toEqual([999_000_000_000_000_000n]);
  });
});
