import type { ThemeVariables } from '../../domain/theme/theme.ts';
import { EXPECTED_VALUE, THEME_VARIABLE_RULES, themeProperties, type IgnoredThemeVariable } from '../../domain/theme/theme-variables.ts';

/* Free of React: the custom elements use this too, on pages that may have no React. */

export type CustomProperties = Readonly<Record<string, string>>;

/** Variable sets already warned about: the modal, the snackbar and every button read the same set. */
const warned = new WeakSet<ThemeVariables>();

/**
 * The custom properties for a site's AppKit theme variables. Beyond the shape checks of the domain,
 * the browser's own parser judges colours and font families where it can (`CSS.supports`); each
 * refused variable is one console warning naming it, and is otherwise left out.
 */
export function usableThemeProperties(variables: ThemeVariables): CustomProperties {
  const refusedByBrowser: IgnoredThemeVariable[] = [];
  const accepted = Object.fromEntries(
    Object.entries(variables).filter(([name, value]) => {
      const refused = browserRefuses(name, value);
      if (refused) refusedByBrowser.push({ name, value, reason: 'invalid-value' });
      return !refused;
    }),
  );
  const { properties, ignored } = themeProperties(accepted);
  if (!warned.has(variables)) {
    warned.add(variables);
    for (const problem of [...refusedByBrowser, ...ignored]) warn(problem);
  }
  return properties;
}

/**
 * Sets the properties on `style` through CSSOM (which a `style-src 'self'` policy allows, unlike a
 * style attribute in markup) and returns the function that removes them again.
 */
export function setCustomProperties(style: CSSStyleDeclaration, properties: CustomProperties): () => void {
  for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(properties)) style.removeProperty(name);
  };
}

function browserRefuses(name: string, value: string | number): boolean {
  const kind = THEME_VARIABLE_RULES[name]?.kind;
  const supports = typeof CSS === 'object' && typeof CSS.supports === 'function' ? CSS.supports.bind(CSS) : undefined;
  if (!supports || typeof value !== 'string') return false;
  if (kind === 'colour') return !supports('color', value);
  if (kind === 'fontFamily') return !supports('font-family', value);
  return false;
}

function warn({ name, value, reason }: IgnoredThemeVariable): void {
  const shown = JSON.stringify(String(value).slice(0, 60));
  const kind = THEME_VARIABLE_RULES[name]?.kind;
  if (reason === 'unknown-variable' || !kind) {
    console.warn(`[walletport] themeVariables: unknown variable ${JSON.stringify(name)} ignored.`);
  } else {
    console.warn(`[walletport] themeVariables: ${name} ignores ${shown} (expected ${EXPECTED_VALUE[kind]}).`);
  }
}
