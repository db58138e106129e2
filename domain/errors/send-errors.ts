import { defineEntry } from './catalogue-entry.ts';

/**
 * A send the modal refuses before any wallet is asked. The product gives the address formats but no
 * text for a receiver that breaks them, nor for an amount over the balance: these are walletport wording,
 * one text per family so the visitor learns what an address of that family looks like.
 */
export const SEND_ERRORS = {
  SEND_RECEIVER_NOT_EVM_ADDRESS: defineEntry('internal', 'SEND_RECEIVER_NOT_EVM_ADDRESS',
    'The receiver address is not a valid EVM address: 0x followed by 40 hexadecimal characters.', 'VALIDATION'),
  SEND_RECEIVER_NOT_SOLANA_ADDRESS: defineEntry('internal', 'SEND_RECEIVER_NOT_SOLANA_ADDRESS',
    'The receiver address is not a valid Solana address: 32 to 44 base58 characters.', 'VALIDATION'),
  SEND_INSUFFICIENT_BALANCE: defineEntry('internal', 'SEND_INSUFFICIENT_BALANCE',
    'The amount is more than your balance of {balance} {symbol}. Nothing was sent.', 'VALIDATION'),
  SEND_INSUFFICIENT_FOR_FEE: defineEntry('internal', 'SEND_INSUFFICIENT_FOR_FEE',
    'Not enough {symbol} left to pay the network fee of this transfer. Nothing was sent.', 'VALIDATION'),
} as const;
