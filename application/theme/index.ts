/**
 * The theme capability: `ThemeService` keeps the modal's theme mode and variables and passes them on
 * to the embedded wallet's frame. Other layers import from here.
 */
export { Theme, ThemeService } from './theme.service.ts';
