import { NetworkList } from './NetworkList.tsx';

/** The wallet is on a network this site does not support. */
export function UnsupportedChainView() {
  return (
    <div className="wp-center">
      <p className="wp-muted">This app doesn’t support your current network. Switch to an available option to continue.</p>
      <NetworkList />
    </div>
  );
}
