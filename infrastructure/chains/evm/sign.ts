import { createClient, custom, getAddress, isAddress } from 'viem';
import { signMessage } from 'viem/actions';
import type { WalletProvider } from '../../../application/ports/chain-adapter.port.ts';

/** personal_sign through the wallet (it prompts); the message is sent hex-encoded as EIP-191 expects. */
export function signPersonalMessage(provider: WalletProvider, input: { readonly message: string; readonly address: string }): Promise<string> {
  if (!isAddress(input.address, { strict: false })) return Promise.reject(new Error('signer is not an EVM address'));
  // The bare client and the one action: createWalletClient would bring every wallet action with it.
  return signMessage(createClient({ transport: custom(provider) }), { account: getAddress(input.address), message: input.message });
}
