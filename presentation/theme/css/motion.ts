import { ANIMATION_MS, MODAL_SHAKE_MS } from '../../../domain/constants/timing.ts';

/**
 * Motion: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms.
 * Every animation and transition is declared only for visitors who have not asked for reduced
 * motion; the `reduce` block also stops any that other rules start (spinners included).
 * Nothing here hides the dialog at first: the first view shows in the frame of the click.
 */
export const MOTION_CSS = `
@media (prefers-reduced-motion:no-preference){
.wp-view-enter{animation:wp-view-in ${ANIMATION_MS.viewTransition}ms ease-out;}
.wp-title-enter{animation:wp-fade-in ${ANIMATION_MS.headerText}ms ease-out;}
.wp-body[data-resizing]{transition:height ${ANIMATION_MS.modalHeight}ms ease-in-out;}
.wp-shake{animation:wp-shake ${MODAL_SHAKE_MS}ms ease-in-out;}
.wp-spinner{animation:wp-spin 800ms linear infinite;}
}
@media (prefers-reduced-motion:no-preference){@container wp-viewport (max-width:430px){
.wp-dialog{animation:wp-sheet-in ${ANIMATION_MS.viewTransition}ms ease-out;}
/* The slide keeps its name and place in the list, so adding or removing the shake never replays it. */
.wp-dialog.wp-shake{animation:wp-sheet-in ${ANIMATION_MS.viewTransition}ms ease-out,wp-shake ${MODAL_SHAKE_MS}ms ease-in-out;}
}}
@media (prefers-reduced-motion:reduce){
.wp-root *,.wp-root *::before,.wp-root *::after,.wp-snackbar-root *{animation:none !important;transition:none !important;}
}
@keyframes wp-view-in{from{opacity:0;transform:translateY(6px)}to{opacity:1;transform:none}}
@keyframes wp-fade-in{from{opacity:0}to{opacity:1}}
@keyframes wp-sheet-in{from{transform:translateY(100%)}to{transform:none}}
@keyframes wp-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@keyframes wp-spin{to{transform:rotate(360deg)}}
`;
