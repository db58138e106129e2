import { parseCaipNetworkId, type CaipNetworkId } from 'walletport';
import { AppKitButton } from 'walletport/react';
import { Wallet } from './wallet';

// Rendered on every request, so `next start` itself runs the server render the test reads.
export const dynamic = 'force-dynamic';

// A Server Component importing both entries directly: the framework-free one runs here, and the
// React one ('use client') becomes a client reference that renders on the server and hydrates.
const network: CaipNetworkId = 'eip155:31337';

export default function Page() {
  const { namespace, reference } = parseCaipNetworkId(network);
  return (
    <main>
      <h1>Next.js App Router</h1>
      <p data-testid="server-parsed">
        {namespace} {reference}
      </p>
      {/* Inside Wallet: its module has called createAppKit before the button's hooks run. */}
      <Wallet>
        <AppKitButton />
      </Wallet>
    </main>
  );
}
