import type { View } from '../../domain/routing/views.ts';
import type { MessageKey } from '../i18n/catalogue.ts';

/** The catalogue key of a view's header title. */
export function viewTitleKey(view: View): MessageKey {
  return `title.${view}`;
}
