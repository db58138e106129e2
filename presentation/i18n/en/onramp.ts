/**
 * The "Buy crypto" view. `{provider}`, `{chain}`, `{network}`, `{range}`, `{symbol}` and `{amount}` are
 * filled from the onramp facts and the service's answers; a translation may move them but must keep
 * them, since they say where a purchase goes and what it costs.
 */
export const ONRAMP_MESSAGES = {
  'onramp.notConnected': 'Connect a wallet to buy crypto.',
  'onramp.loading': 'Loading what you can buy…',
  'onramp.amount': 'Amount to pay',
  'onramp.paymentCurrency': 'Pay in',
  'onramp.paymentMethod': 'Payment method',
  'onramp.purchaseCurrency': 'Buy',
  'onramp.fallbackOptions': 'The current offer could not be loaded; these are the usual currencies and limits.',
  'onramp.quoting': 'Getting a price…',
  'onramp.quote': 'Price',
  'onramp.youGet': 'You get about',
  'onramp.fees': 'Fees',
  'onramp.networkFee': 'Network fee',
  'onramp.total': 'You pay in all',
  'onramp.providers': 'Buy with',
  'onramp.feeRange': 'Fees {range}',
  'onramp.landsOn': 'Arrives on {chain}',
  'onramp.landsElsewhere': 'Arrives on {chain}, not on {network}: the same address there.',
  'onramp.networkChosenThere': 'You choose the network on its page',
  'onramp.buyWith': 'Buy with {provider}',
  'onramp.opening': 'Opening {provider}…',
  'onramp.waiting': 'Waiting for your purchase…',
  'onramp.waitingHint': 'Finish paying in the {provider} window. This view shows the purchase once it reaches your account.',
  'onramp.cancel': 'Stop waiting',
  'onramp.arrived': 'Purchase complete',
  'onramp.newBalance': 'Your balance is now {amount} {symbol}',
  'onramp.buyMore': 'Buy more',
} as const;
