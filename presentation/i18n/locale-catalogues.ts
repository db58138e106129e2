import type { FamilyLabelLanguage } from '../../domain/chain-families/chain-family-record.ts';
import type { MessageKey } from './catalogue.ts';

/**
 * A locale's words by key. Partial by type so that a key added in English does not break the build;
 * the catalogue test fails until every shipped locale has it, and until then the modal shows that
 * one word in English, isolated so its direction holds.
 */
export type LocaleCatalogue = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * The languages walletport ships words for. Each catalogue is a chunk of its own, imported only when
 * an instance asks for that locale: a page in English never downloads a word of Arabic, and a page
 * in Arabic downloads Arabic alone.
 */
const CATALOGUES = {
  ar: () => import('./locales/ar.ts'),
  es: () => import('./locales/es.ts'),
  ja: () => import('./locales/ja.ts'),
  'zh-Hans': () => import('./locales/zh-hans.ts'),
  // Keyed by the languages every chain family record names itself in: a catalogue added here without
  // them, or a language the records name without a catalogue, does not compile.
} satisfies Record<FamilyLabelLanguage, () => Promise<{ readonly default: LocaleCatalogue }>>;

export type ShippedLocale = keyof typeof CATALOGUES;

export const SHIPPED_LOCALES = Object.keys(CATALOGUES) as readonly ShippedLocale[];

/** Chinese regions written in Traditional characters when the tag names no script. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The shipped catalogue a BCP 47 tag reads, by its language: `es-MX` reads `es`. Chinese goes by
 * script: `zh`, `zh-CN`, `zh-SG` and `zh-Hans-*` read Simplified Chinese; Traditional (`zh-Hant`,
 * `zh-TW`, `zh-HK`) has no catalogue yet and so reads none, rather than the wrong script.
 */
export function shippedLocaleOf(tag: string): ShippedLocale | undefined {
  const [language = '', ...subtags] = tag.toLowerCase().split('-');
  if (language === 'zh') {
    if (subtags.includes('hans')) return 'zh-Hans';
    if (subtags.includes('hant') || subtags.some((subtag) => TRADITIONAL_REGIONS.has(subtag))) return undefined;
    return 'zh-Hans';
  }
  return SHIPPED_LOCALES.find((locale) => locale === language);
}

/** The words of a shipped locale, from its own chunk. */
export async function loadCatalogue(locale: ShippedLocale): Promise<LocaleCatalogue> {
  return (await CATALOGUES[locale]()).default;
}
