import type { SwapToken } from '../../../domain/swap/swap-token.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { useMessages } from '../../i18n/use-messages.ts';

export interface SwapTokenSelectProps {
  readonly label: string;
  /** The tokens the search box finds, in the flow's order. */
  readonly found: readonly SwapToken[];
  readonly selected: SwapToken | undefined;
  readonly disabled: boolean;
  readonly onSelect: (address: string) => void;
  readonly testId: string;
}

/** One side's token: a native select (keyboard and screen readers know it), by CAIP-10 address. */
export function SwapTokenSelect({ label, found, selected, disabled, onSelect, testId }: SwapTokenSelectProps) {
  const { t } = useMessages();
  // A select shows its value only among its options: the chosen token stays one whatever the search finds.
  const options = selected && !found.some((token) => token.address === selected.address) ? [selected, ...found] : found;
  return (
    <label>
      {label}
      <select
        value={selected?.address ?? ''}
        onChange={(event) => {
          const address = event.currentTarget.value;
          if (address !== '') onSelect(address);
        }}
        disabled={disabled}
        data-testid={testId}
      >
        {selected ? null : <option value="">{t('swap.selectToken')}</option>}
        {options.map((token) => (
          <option key={token.address} value={token.address}>
            {/* Names come from a token list: an <option> holds text only, stripped of controls and bidi overrides. */}
            {t('swap.tokenOption', { symbol: displayName(token.symbol), name: displayName(token.name) })}
          </option>
        ))}
      </select>
    </label>
  );
}
