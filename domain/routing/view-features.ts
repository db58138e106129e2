import type { Features } from '../constants/features.ts';
import type { View } from './views.ts';

/** The feature flag each feature view needs (feature views load only when their flag is on). */
const VIEW_FEATURE: Readonly<Partial<Record<View, keyof Features>>> = {
  WalletSend: 'send',
  WalletReceive: 'receive',
  Transactions: 'history',
  Swap: 'swaps',
  OnRampProviders: 'onramp',
  Pay: 'pay',
};

/** Whether a view may be shown with these features: views without a flag always may. */
export function viewEnabled(view: View, features: Features): boolean {
  const feature = VIEW_FEATURE[view];
  return feature === undefined || features[feature] === true;
}
