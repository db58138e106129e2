/** The Connect view: its groups, tags, the wallet guide and the legal checkbox. */
export const CONNECT_CSS = `
`;
