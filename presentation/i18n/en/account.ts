/** The Account view, the network picker, the header network button and the page buttons. */
export const ACCOUNT_MESSAGES = {
} as const;
