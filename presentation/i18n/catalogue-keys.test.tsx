import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from './catalogue.ts';
import { COMMON_MESSAGES } from './en/common.ts';
import { TITLE_MESSAGES } from './en/titles.ts';
import { CONNECT_MESSAGES } from './en/connect.ts';
import { ALL_WALLETS_MESSAGES } from './en/all-wallets.ts';
import { ACCOUNT_MESSAGES } from './en/account.ts';
import { FEATURE_VIEWS_MESSAGES } from './en/feature-views.ts';
import { FLOWS_MESSAGES } from './en/flows.ts';
import { SWAP_MESSAGES } from './en/swap.ts';
import { ONRAMP_MESSAGES } from './en/onramp.ts';
import { PAY_MESSAGES } from './en/pay.ts';
import { BUTTON_MESSAGES } from './en/buttons.ts';

const AREAS = { COMMON_MESSAGES, TITLE_MESSAGES, CONNECT_MESSAGES, ALL_WALLETS_MESSAGES, ACCOUNT_MESSAGES, FEATURE_VIEWS_MESSAGES, FLOWS_MESSAGES, SWAP_MESSAGES, ONRAMP_MESSAGES, PAY_MESSAGES, BUTTON_MESSAGES };

describe('the English catalogue', () => {
  it('takes every area’s words, and no two areas use one key (the later would silently win)', () => {
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(AREAS)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
    expect(Object.keys(EN_MESSAGES).sort()).toEqual([...owners.keys()].sort());
  });

  it('puts no article before a placeholder: "a" or "an" depends on the name filled in ("a Ethereum")', () => {
    expect(Object.entries(EN_MESSAGES).filter(([, text]) => /\b(a|an)\s+\{\w+\}/i.test(text))).toEqual([]);
  });

  it('has no empty word', () => {
    expect(Object.entries(EN_MESSAGES).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
