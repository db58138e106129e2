'use client';

// AppKit's examples place the web component; walletport registers the same element.
export function ConnectButton() {
  return (
    <div>
      <appkit-button />
    </div>
  );
}
