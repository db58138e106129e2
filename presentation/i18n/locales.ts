/**
 * What the `locale` option does.
 *
 * A locale tag (BCP 47: `ar`, `es-MX`, `zh-Hans`) picks the words walletport ships for its language
 * (`locale-catalogues.ts`: Arabic, Spanish, Simplified Chinese, Japanese), each loaded in its own chunk,
 * and sets the modal root's `lang` and direction: right-to-left languages lay the modal out right to
 * left (`dir="rtl"`). A site's `messages` replace words by key on top (the `Messages` type lists every
 * key); an unknown key is ignored with a console warning.
 *
 *   createAppKit({ ..., locale: 'ar', messages: { 'title.Connect': 'اربط محفظتك' } })
 *
 * The direction follows the words shown, not the tag: a locale walletport has no words for, and the
 * site gave none, shows English left to right with `lang="en"`. A malformed tag is replaced by `en`
 * when the options are checked. The catalogue's errors are shown in the domain's English wording
 * whatever the locale.
 */
export { localeDirection } from './translate.ts';
