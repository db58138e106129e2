// A type-level check, compiled by `tsc -b` and never bundled: what `@reown/appkit-adapter-solana/react`
// exports, from the installed walletport. Its Connection is @solana/web3.js's own type, which names Node's
// `http` types: this app lists "node" in its tsconfig types, as such a project must.
import { SolanaAdapter, useAppKitConnection, type Connection } from 'walletport/adapters/solana/react';

export function connectionAsAppKitUsersWrite(): void {
  const adapter = new SolanaAdapter();
  const { connection } = useAppKitConnection();
  const latest: Promise<{ blockhash: string }> | undefined = (connection as Connection | undefined)?.getLatestBlockhash();
  void [adapter.namespace, latest];
}
