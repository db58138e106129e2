/** All Wallets: the virtual grid, skeleton tiles and the retry row. */
export const ALL_WALLETS_CSS = `
`;
