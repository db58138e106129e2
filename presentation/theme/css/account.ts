/** The Account view, its avatar, the header network button and the network picker. */
export const ACCOUNT_CSS = `
`;
