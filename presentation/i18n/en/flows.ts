/** The connecting, sign-in, e-mail verification, name registration and e-mail update views. */
export const FLOWS_MESSAGES = {
} as const;
