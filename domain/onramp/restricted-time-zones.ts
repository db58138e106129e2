/**
 * The time zones AppKit treats as a restricted region (reown-com/appkit tag
 * @reown/appkit-controllers@1.7.6, packages/controllers/src/utils/ConstantsUtil.ts:47-58): mainland
 * China, Hong Kong and Macau. Exactly AppKit's list, upper case as it writes them, its repeat of
 * ASIA/HARBIN and its non-IANA ASIA/BEIJING included, so it compares one to one with AppKit's.
 *
 * AppKit 1.7.6 defines the list but reads it nowhere; earlier versions compared the browser's
 * upper-cased time zone against it (CoreHelperUtil.isRestrictedRegion, removed in reown-com/appkit
 * commit 62dd3fc1). `isRestrictedTimeZone` is that comparison, for whoever decides what a visitor in
 * those zones is offered.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'ASIA/SHANGHAI',
  'ASIA/URUMQI',
  'ASIA/CHONGQING',
  'ASIA/HARBIN',
  'ASIA/KASHGAR',
  'ASIA/MACAU',
  'ASIA/HONG_KONG',
  'ASIA/MACAO',
  'ASIA/BEIJING',
  'ASIA/HARBIN',
];

/** No IANA time zone name is near this long; longer text is not one and is not upper-cased. */
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * Whether a time zone name (as `Intl.DateTimeFormat().resolvedOptions().timeZone` gives it, passed in
 * by the caller) is one of the restricted ones, in any letter case, as AppKit compared it. Anything
 * that is not such a name, spaces around it included, is not restricted.
 */
export function isRestrictedTimeZone(timeZone: unknown): boolean {
  if (typeof timeZone !== 'string' || timeZone.length > MAX_TIME_ZONE_LENGTH) return false;
  // toUpperCase of 'ı' or 'ſ' gives ASCII letters: only ASCII input may match an ASCII name.
  if (!/^[A-Za-z_/+-]+$/.test(timeZone)) return false;
  return RESTRICTED_TIME_ZONES.includes(timeZone.toUpperCase());
}
