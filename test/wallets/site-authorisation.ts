/** The part of Storage a test wallet remembers sites in (localStorage in a browser). */
export type WalletMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Whether a test wallet authorised the site, remembered as a real wallet does: for the page's life, and in
 * `memory` under `key`, so a reload reconnects without asking again.
 */
export class SiteAuthorisation {
  private grantedHere = false;

  constructor(
    private readonly memory: WalletMemory | undefined,
    private readonly key: string,
  ) {}

  isGranted(): boolean {
    return this.grantedHere || this.memory?.getItem(this.key) === 'yes';
  }

  grant(): void {
    this.grantedHere = true;
    this.memory?.setItem(this.key, 'yes');
  }

  revoke(): void {
    this.grantedHere = false;
    this.memory?.removeItem(this.key);
  }
}
