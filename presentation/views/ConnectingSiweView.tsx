/** Not written yet: rendering it throws, so nothing pretends to work. */
export function ConnectingSiweView(): never {
  throw new Error('ConnectingSiweView is not implemented');
}
