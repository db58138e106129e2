import { loadOnce } from '../../application/async/load-once.ts';
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider';
import type { WalletConnectPairing, WalletConnectPort } from '../../application/ports/walletconnect.port.ts';
import { isChainNamespace } from '../../domain/caip/caip.ts';
import { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import { familyOf } from '../../domain/chain-families/registry.ts';
import { readSession } from './session-reader.ts';
import type { UniversalProviderLike } from './session-provider.ts';

export interface WalletConnectAdapterSettings {
  readonly projectId: string;
  /** `wss://relay.walletconnect.org` by default; a local relay in tests and the demo. */
  readonly relayUrl: string;
  /** RPC URLs, by decimal chain id for EVM and by CAIP network id for the other families: keeps the provider's reads off the public WalletConnect RPC. */
  readonly rpcMap: Readonly<Record<string, string>>;
  readonly metadata: { readonly name: string; readonly description: string; readonly url: string; readonly icons: readonly string[] };
  /** Node only: the key-value file and prefix, so two clients in one process keep apart. */
  readonly storage?: { readonly database: string; readonly prefix: string };
}

type UniversalProvider = Awaited<ReturnType<typeof UniversalProviderClass.init>>;

/** What walletport asks a wallet to allow on a family's chains, from the family's record; nothing for an unknown one. */
function familyPermissions(family: string): { readonly methods: readonly string[]; readonly events: readonly string[] } {
  return isChainNamespace(family) ? familyOf(family).walletConnect : { methods: [], events: [] };
}

/** The RPC URLs of a non-EVM family's chains, keyed by chain reference as the universal provider reads them. */
function familyRpcMap(chains: readonly string[], rpcMap: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(chains.flatMap((chain) => (rpcMap[chain] ? [[chain.split(':')[1] ?? '', rpcMap[chain]] as const] : [])));
}

/** The proposal's namespaces: the CAIP-2 chains grouped by family, each with its methods, events and RPC map. */
export function proposalNamespaces(chains: readonly string[], rpcMap: Readonly<Record<string, string>>) {
  const byFamily = new Map<string, string[]>();
  for (const chain of chains) {
    const family = chain.split(':')[0] ?? '';
    byFamily.set(family, [...(byFamily.get(family) ?? []), chain]);
  }
  return Object.fromEntries(
    [...byFamily].map(([family, familyChains]) => {
      const { methods, events } = familyPermissions(family);
      // EVM chains' RPC URLs are keyed by decimal chain id, the universal provider's own keys for them.
      const familyRpc = family === EVM_FAMILY.namespace
        ? Object.fromEntries(Object.entries(rpcMap).filter(([id]) => familyChains.includes(`${family}:${id}`)))
        : familyRpcMap(familyChains, rpcMap);
      return [family, { chains: familyChains, methods: [...methods], events: [...events], rpcMap: familyRpc }];
    }),
  );
}

/** A relay on this machine (tests, the offline demo): no cloud service is reachable from there. */
function isLoopback(relayUrl: string): boolean {
  return /^wss?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+|\/|$)/.test(relayUrl);
}

/**
 * The Verify API attestation loads an iframe from verify.walletconnect.org before the proposal is sent, and
 * in a browser waits for it (seconds, offline) before the URI exists. With a loopback relay that service
 * cannot be reached, so the proposal goes out without an attestation, as the SDK does in its own tests.
 */
function skipAttestation(universal: UniversalProvider): void {
  const verify = universal.client?.core?.verify as { register?: unknown } | undefined;
  if (verify) verify.register = () => Promise.resolve('');
}

/**
 * The WalletConnect port on `@walletconnect/universal-provider`. The SDK is a dynamic import made on the
 * first pairing or restore, so pages that never pair do not download it.
 */
export function createUniversalProviderAdapter(settings: WalletConnectAdapterSettings): WalletConnectPort {
  // A failed load (an offline chunk) is asked for again by the next pairing.
  const provider = loadOnce(() =>
    import('@walletconnect/universal-provider')
      .then(({ UniversalProvider }) =>
        UniversalProvider.init({
          projectId: settings.projectId,
          relayUrl: settings.relayUrl,
          logger: 'error',
          telemetryEnabled: false,
          metadata: { ...settings.metadata, icons: [...settings.metadata.icons] },
          ...(settings.storage ? { storageOptions: { database: settings.storage.database }, customStoragePrefix: settings.storage.prefix } : {}),
        }),
      )
      .then((universal) => {
        if (isLoopback(settings.relayUrl)) skipAttestation(universal);
        return universal;
      }),
  );
  const asLike = (universal: UniversalProvider): UniversalProviderLike => universal as unknown as UniversalProviderLike;

  return {
    async pair(chains): Promise<WalletConnectPairing> {
      const universal = await provider();
      universal.abortPairingAttempt();
      return new Promise<WalletConnectPairing>((resolve, reject) => {
        const onUri = (uri: string): void => {
          universal.removeListener('display_uri', onUri);
          resolve({ uri, approval });
        };
        universal.on('display_uri', onUri);
        const approval = universal
          .connect({ optionalNamespaces: proposalNamespaces(chains, settings.rpcMap) })
          .then((session) => {
            if (!session) throw new Error('WalletConnect: the pairing ended without a session');
            return readSession(asLike(universal), session);
          });
        // Before the URI exists a failure rejects the pairing itself; after, it rejects `approval`.
        approval.catch((error: unknown) => {
          universal.removeListener('display_uri', onUri);
          reject(error);
        });
      });
    },
    async restore() {
      const universal = await provider();
      return universal.session ? readSession(asLike(universal), universal.session) : undefined;
    },
    async disconnect() {
      const universal = await provider.peek()?.catch(() => undefined);
      if (universal?.session) await universal.disconnect().catch(() => undefined);
    },
    async close() {
      const universal = await provider.peek()?.catch(() => undefined);
      const core = universal?.client?.core as { heartbeat?: { stop?(): void }; relayer?: { transportClose?(): Promise<void> } } | undefined;
      core?.heartbeat?.stop?.();
      await core?.relayer?.transportClose?.().catch(() => undefined);
    },
  };
}
