/** The neutral globe for a network without an icon: one drawing for the modal and the page's buttons. */
export const GLOBE_CIRCLE = { cx: '12', cy: '12', r: '9' } as const;
export const GLOBE_LINES = 'M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9';
