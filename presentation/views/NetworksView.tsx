import { NetworkList } from './NetworkList.tsx';

/** AppKit's Networks view: the configured networks, the active one marked; picking one switches to it. */
export function NetworksView() {
  return (
    <div className="wp-center" data-testid="wp-networks-view">
      <NetworkList always />
      <p className="wp-muted">Your connected wallet may not support some of the networks available for this dApp</p>
    </div>
  );
}
