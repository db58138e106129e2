import { createWalletClient, custom, getAddress, isAddress } from 'viem';
import type { WalletProvider } from '../../../application/ports/chain-adapter.port.ts';

/** personal_sign through the wallet (it prompts); the message is sent hex-encoded as EIP-191 expects. */
export function signPersonalMessage(provider: WalletProvider, input: { readonly message: string; readonly address: string }): Promise<string> {
  if (!isAddress(input.address, { strict: false })) return Promise.reject(new Error('signer is not an EVM address'));
  const client = createWalletClient({ transport: custom(provider) });
  return client.signMessage({ account: getAddress(input.address), message: input.message });
}
