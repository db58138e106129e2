import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { FamilyLabelLanguage } from '../../domain/chain-families/chain-family-record.ts';
import { CHAIN_FAMILIES } from '../../domain/chain-families/registry.ts';

/** The catalogue keys that name a chain family, one per namespace. */
export type FamilyWords = { readonly [Namespace in ChainNamespace as `family.${Namespace}`]: string };

/**
 * Each family's name as catalogue entries, in English or in one of the shipped languages, read from the
 * family records: a new family is named in every language without an entry in any catalogue.
 */
export function familyWords(language: FamilyLabelLanguage | 'en'): FamilyWords {
  return Object.fromEntries(
    CHAIN_FAMILIES.map((family) => [`family.${family.namespace}`, language === 'en' ? family.label : family.translatedLabels[language]]),
  ) as FamilyWords;
}
