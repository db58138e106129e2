// A type-level check, compiled by `tsc -b` and never bundled: AppKit's elements with AppKit's
// attributes type-check in this app's JSX once anything from walletport/react is imported.
import type { AppKitButtonAttributes } from 'walletport/react';

const namespace: AppKitButtonAttributes['namespace'] = 'eip155';

export function AppKitElements() {
  return (
    <div>
      <appkit-button size="sm" label="Connect" loadingLabel="Connecting..." balance="hide" namespace={namespace} disabled={false} />
      <appkit-connect-button size="md" label="Connect" loadingLabel="Connecting..." />
      <appkit-account-button balance="show" disabled={false} />
      <appkit-network-button disabled={false} />
      <w3m-button size="md" balance="show" />
      <w3m-connect-button label="Connect" />
      <w3m-account-button balance="hide" />
      <w3m-network-button />
    </div>
  );
}
