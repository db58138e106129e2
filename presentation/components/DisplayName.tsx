import { displayName } from '../../domain/format/display-name.ts';

/**
 * A name from outside the page's control (wallet, directory, token list): stripped of control and bidi
 * formatting characters, isolated in a <bdi> so a right-to-left name cannot reorder the text around
 * it, and cut with an ellipsis by the `.wp-name` rule rather than widening the dialog. The title keeps
 * the whole name readable on hover.
 */
export function DisplayName({ value }: { readonly value: string }) {
  const text = displayName(value);
  return (
    <bdi className="wp-name" title={text}>
      {text}
    </bdi>
  );
}
