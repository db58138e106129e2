/**
 * What the `locale` option does, and what it does not.
 *
 * A locale tag (BCP 47: `ar`, `fr-CA`) sets the modal root's `lang`, so screen readers pronounce the
 * words in that language, and its direction: right-to-left languages lay the modal out right to left
 * (`dir="rtl"`). It does NOT translate: walletport ships English words only, and a site that wants
 * another language passes its words in `messages`, by key (the `Messages` type lists every key).
 * A key left out stays English; an unknown key is ignored with a console warning.
 *
 *   createAppKit({ ..., locale: 'ar', messages: { 'modal.close': 'إغلاق', 'title.Connect': 'اربط محفظتك' } })
 *
 * A malformed tag is replaced by `en` when the options are checked. The errors of spec §8 are shown in
 * the domain's English wording whatever the locale.
 */
export { localeDirection } from './translate.ts';
