/** Not written yet: rendering it throws, so nothing pretends to work. */
export function NotOfferedView(): never {
  throw new Error('NotOfferedView is not implemented');
}
