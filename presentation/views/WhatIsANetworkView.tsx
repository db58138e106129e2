/** Not written yet: rendering it throws, so nothing pretends to work. */
export function WhatIsANetworkView(): never {
  throw new Error('WhatIsANetworkView is not implemented');
}
