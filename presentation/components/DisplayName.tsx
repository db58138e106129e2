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

/**
 * A message from the catalogue with one outside name in it: the `{placeholder}` is replaced by the
 * name as DisplayName shows it (in bold when `strong`). The text around comes from the catalogue as it is,
 * so a translation can put the name anywhere (or leave it out).
 */
export function NamedMessage(props: { readonly template: string; readonly placeholder: string; readonly value: string; readonly strong?: boolean }) {
  const marker = `{${props.placeholder}}`;
  const [before, ...rest] = props.template.split(marker);
  if (rest.length === 0) return <>{props.template}</>;
  const name = <DisplayName value={props.value} />;
  return (
    <>
      {before}
      {props.strong ? <strong>{name}</strong> : name}
      {rest.join(marker)}
    </>
  );
}
