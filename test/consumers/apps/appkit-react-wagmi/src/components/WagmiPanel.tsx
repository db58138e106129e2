import { useAccount, useBalance, useSendTransaction } from 'wagmi';
import { formatEther, parseEther } from 'viem';

// wagmi's own hooks, as a wagmi dApp uses them beside the modal: they follow the modal's connection.
export function WagmiPanel() {
  const { address, chainId, isConnected } = useAccount();
  const { data: balance } = useBalance({ address });
  const { data: hash, sendTransaction } = useSendTransaction();

  function send() {
    if (!address) return;
    sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: parseEther('0.01') });
  }

  return (
    <section className="code-container">
      <h2 className="code-container-title">wagmi</h2>
      <pre data-testid="wagmi-account">{JSON.stringify({ address, chainId, isConnected })}</pre>
      <p data-testid="balance">{balance ? formatEther(balance.value) : ''}</p>
      <button onClick={send}>Send transaction</button>
      <p data-testid="tx-hash">{hash ?? ''}</p>
    </section>
  );
}

export default WagmiPanel;
