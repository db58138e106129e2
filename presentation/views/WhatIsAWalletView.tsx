/** Not written yet: rendering it throws, so nothing pretends to work. */
export function WhatIsAWalletView(): never {
  throw new Error('WhatIsAWalletView is not implemented');
}
