/** Not written yet: rendering it throws, so nothing pretends to work. */
export function ReceiveView(): never {
  throw new Error('ReceiveView is not implemented');
}
