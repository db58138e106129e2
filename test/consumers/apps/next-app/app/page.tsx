import { parseCaipNetworkId, type CaipNetworkId } from 'walletport';
import { Wallet } from './wallet';

// A Server Component importing the framework-free entry directly: it must load on the server.
const network: CaipNetworkId = 'eip155:31337';

export default function Page() {
  const { namespace, reference } = parseCaipNetworkId(network);
  return (
    <main>
      <h1>Next.js App Router</h1>
      <p data-testid="server-parsed">
        {namespace} {reference}
      </p>
      <Wallet />
    </main>
  );
}
