import { BASE_CSS } from './css/base.ts';
import { CONNECT_CSS } from './css/connect.ts';
import { ALL_WALLETS_CSS } from './css/all-wallets.ts';
import { ACCOUNT_CSS } from './css/account.ts';
import { FEATURE_VIEWS_CSS } from './css/feature-views.ts';
import { FOCUS_CSS } from './css/focus.ts';

/** The modal's one stylesheet: the frame and shared parts first, then each area's own rules, the focus ring last. */
export const MODAL_CSS = BASE_CSS + CONNECT_CSS + ALL_WALLETS_CSS + ACCOUNT_CSS + FEATURE_VIEWS_CSS + FOCUS_CSS;
