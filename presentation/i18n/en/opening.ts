/**
 * The words of the dialog a click shows while the modal's chunks are still on their way (and when
 * they fail): the page's first script carries them, so they are these three and no more. The modal
 * uses the same keys, so a locale's catalogue and a site's `messages` change both at once.
 */
export const OPENING_MESSAGES = {
  'modal.close': 'Close',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
} as const;
