/** Shortens an address for display: `0xf39F…2266` (leading and trailing characters kept). */
export function truncateAddress(address: string, leading = 6, trailing = 4): string {
  if (address.length <= leading + trailing + 1) return address;
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`;
}

/** Activity rows show 4 leading and 6 trailing characters. */
export function truncateActivityAddress(address: string): string {
  return truncateAddress(address, 4, 6);
}
