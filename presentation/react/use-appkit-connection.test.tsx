import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Connection } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { solanaConnection } from '../../infrastructure/adapters/solana-connection.ts';
import { useAppKitConnection } from './use-appkit-connection.ts';

const owner = {};

afterEach(() => act(() => solanaConnection.release(owner)));

function Endpoint() {
  const { connection } = useAppKitConnection();
  return <p data-testid="endpoint">{connection?.rpcEndpoint ?? 'none'}</p>;
}

describe('useAppKitConnection', () => {
  it('renders the current Connection and renders again when the network changes it', () => {
    render(<Endpoint />);
    expect(screen.getByTestId('endpoint').textContent).toBe('none');
    act(() => solanaConnection.set(owner, new Connection('http://127.0.0.1:18899/one')));
    expect(screen.getByTestId('endpoint').textContent).toBe('http://127.0.0.1:18899/one');
    act(() => solanaConnection.set(owner, new Connection('http://127.0.0.1:18899/two')));
    expect(screen.getByTestId('endpoint').textContent).toBe('http://127.0.0.1:18899/two');
  });

  it('renders no Connection on a server, whatever the browser holds', () => {
    solanaConnection.set(owner, new Connection('http://127.0.0.1:18899/one'));
    expect(renderToString(<Endpoint />)).toContain('>none<');
  });
});
