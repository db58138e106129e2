import type { Transaction, TransactionTransfer } from '../../domain/activity/transaction.ts';
import type { ApiTransaction } from '../../domain/schemas/api-transactions.ts';

type ApiTransfer = ApiTransaction['transfers'][number];

/**
 * An API transaction as the activity rules read it: the API's nulls become absent fields. A transaction
 * without a chain gets '' so the other-chain filter drops it.
 */
export function toTransaction(api: ApiTransaction): Transaction {
  const { operationType, hash, minedAt, sentFrom, sentTo, status, chain } = api.metadata;
  return {
    id: api.id,
    metadata: { minedAt, chain: chain ?? '', hash, operationType, status, sentFrom, sentTo },
    transfers: api.transfers.map(toTransfer),
  };
}

function toTransfer(transfer: ApiTransfer): TransactionTransfer {
  const fungible = transfer.fungible_info;
  const nft = transfer.nft_info;
  return {
    ...(fungible
      ? { fungible_info: { ...(fungible.symbol ? { symbol: fungible.symbol } : {}), ...(fungible.icon ? { icon: { url: fungible.icon.url } } : {}) } }
      : {}),
    ...(nft
      ? {
          nft_info: {
            ...(nft.name ? { name: nft.name } : {}),
            ...(nft.content?.preview ? { content: { preview: { url: nft.content.preview.url } } } : {}),
            flags: { is_spam: nft.flags.is_spam },
          },
        }
      : {}),
    quantity: { numeric: transfer.quantity.numeric },
    direction: transfer.direction,
  };
}
