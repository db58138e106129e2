/**
 * The page's own buttons (`<appkit-button>`, `<appkit-connect-button>`, `<appkit-network-button>`):
 * AppKit's texts, including its three-dot "Connecting...". An element's `label` and `loadingLabel`
 * attributes still win over these for that one element.
 */
export const BUTTON_MESSAGES = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.selectNetwork': 'Select Network',
  'button.switchNetwork': 'Switch Network',
} as const;
