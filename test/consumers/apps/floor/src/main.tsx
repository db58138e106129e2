import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The smallest honest baseline: React, one button, one dialog written by hand. */
function Floor() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" data-testid="appkit-button" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet" style={{ position: 'fixed', inset: 0 }}>
          <h2>Connect Wallet</h2>
          <ul>
            <li>
              <button type="button">Demo Wallet</button>
            </li>
          </ul>
          <button type="button" aria-label="Close" onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
      ) : null}
    </main>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<Floor />);
