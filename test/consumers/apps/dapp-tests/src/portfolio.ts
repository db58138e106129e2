// The dApp's own code under test: the connected account's holdings from the blockchain API.
export interface Holding {
  readonly symbol: string;
  readonly usd: number;
}

export interface Portfolio {
  readonly holdings: readonly Holding[];
  readonly totalUsd: number;
}

export async function loadPortfolio(apiBase: string, projectId: string, address: string, chainId: string): Promise<Portfolio> {
  // The blockchain API refuses a balance read without its currency.
  const query = new URLSearchParams({ projectId, chainId, currency: 'usd' });
  const response = await fetch(`${apiBase}/v1/account/${address}/balance?${query}`);
  if (!response.ok) throw new Error(`portfolio unavailable (${response.status})`);
  const { balances } = (await response.json()) as { balances: readonly { symbol: string; value: number }[] };
  const holdings = balances.map(({ symbol, value }) => ({ symbol, usd: value }));
  return { holdings, totalUsd: holdings.reduce((sum, holding) => sum + holding.usd, 0) };
}
