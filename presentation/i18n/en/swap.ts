/**
 * The Swap view. `{symbol}`, `{name}` and `{spender}` are filled from a token list and a swap source,
 * outside the page's control; a translation may move them but should keep them. The approval text
 * names exactly what the wallet will be asked to allow, so a translation must keep all three values.
 */
export const SWAP_MESSAGES = {
  'swap.notConnected': 'Connect a wallet to swap tokens.',
  'swap.loadingTokens': 'Loading tokens…',
  'swap.search': 'Search by symbol or address',
  'swap.pay': 'You pay',
  'swap.receive': 'You receive',
  'swap.token': 'Token',
  'swap.amount': 'Amount',
  'swap.selectToken': 'Select token',
  'swap.tokenOption': '{symbol} · {name}',
  'swap.flip': 'Switch tokens',
  'swap.rate': 'Rate',
  'swap.priceImpact': 'Price impact',
  'swap.networkFee': 'Network fee',
  'swap.minimumReceived': 'Minimum received',
  'swap.slippage': 'Slippage tolerance',
  'swap.approval': 'Allow {spender} to spend exactly {amount} {symbol}',
  'swap.approve': 'Approve {symbol}',
  'swap.submit': 'Swap',
  'swap.quoting': 'Getting a quote…',
  'swap.confirming': 'Confirm in your wallet…',
  'swap.sent': 'Swap sent',
  'swap.transaction': 'Transaction {hash}',
  'swap.backToAccount': 'Back to account',
} as const;
