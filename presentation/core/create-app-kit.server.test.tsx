// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppKit } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { AppKitButton } from '../react/AppKitButton.tsx';
import { useAppKitAccount, useAppKitNetwork } from '../react/react-state.tsx';
import { CHAIN_A } from '../../test/fakes/app-kit-harness.ts';

afterEach(() => setDefaultAppKit(undefined));

function Page() {
  const { status } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  return (
    <main>
      {`${status}|${caipNetworkId ?? '-'}`}
      <AppKitButton />
    </main>
  );
}

describe('createAppKit on a server', () => {
  it('renders from the options and leaves the core unloaded', async () => {
    expect(typeof window).toBe('undefined');
    const kit = createAppKit({ projectId: 'p', networks: [CHAIN_A] });
    const html = renderToString(<Page />);
    expect(html).toContain(`disconnected|${CHAIN_A.caipNetworkId}`);
    expect(html).toContain('>Connect Wallet</button>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kit.link.loaded()).toBeUndefined();
    expect(kit.getState().initialized).toBe(false);
  });
});
