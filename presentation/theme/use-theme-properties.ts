import { useLayoutEffect, useMemo, type RefObject } from 'react';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import { setCustomProperties, usableThemeProperties } from './theme-properties.ts';

/**
 * Keeps the theme's custom properties on the element behind `target` while `present` (the element
 * exists). A layout effect: the properties are there before the first paint, so the modal never
 * shows a frame in the default accent.
 */
export function useThemeProperties(target: RefObject<HTMLElement | null>, variables: ThemeVariables, present: boolean): void {
  const properties = useMemo(() => usableThemeProperties(variables), [variables]);
  useLayoutEffect(() => {
    const element = target.current;
    if (!present || !element) return undefined;
    return setCustomProperties(element.style, properties);
  }, [target, properties, present]);
}
