import { ActionButtonList } from './action-button-list';
import { ConnectButton } from './connect-button';
import { InfoList } from './info-list';

export default function Home() {
  return (
    <div className="pages">
      <h1>AppKit multichain Next.js App Router Example</h1>
      <ConnectButton />
      <ActionButtonList />
      <InfoList />
    </div>
  );
}
