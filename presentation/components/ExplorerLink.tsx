import { familyOf } from '../../domain/chain-families/registry.ts';
import { explorerLink, type ExplorerTarget } from '../../domain/network/explorer-links.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { useMessages } from '../i18n/use-messages.ts';

/**
 * A link to the network's block explorer page for an account or a transaction, opened in a new tab;
 * nothing at all when the network names no explorer or the id could not have come from a chain.
 */
export function ExplorerLink({ network, target, words, testId }: {
  readonly network: CaipNetwork | undefined;
  readonly target: ExplorerTarget;
  /** The link's words; `{explorer}` is the explorer's name. */
  readonly words: MessageKey;
  readonly testId: string;
}) {
  const { t } = useMessages();
  const link = network ? explorerLink(network, familyOf(network.chainNamespace), target) : undefined;
  if (!link) return null;
  return (
    <a className="wp-button wp-secondary" href={link.url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {t(words, { explorer: link.explorer })}
    </a>
  );
}
