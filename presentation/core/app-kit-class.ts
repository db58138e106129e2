import type { AppKitOptions } from '../../application/options.ts';
import type { AppKit as AppKitInstance } from './app-kit-instance.ts';
import { CoreLink } from './core-link.ts';
import { createAppKitInstance } from './create-app-kit.ts';

/** What `new AppKit(options)` takes and gives: AppKit's class, constructed the way `@reown/appkit` allows. */
export interface AppKitClass {
  /** A new instance with its own container, state and modal, whatever instances exist already. */
  new (options: AppKitOptions): AppKitInstance;
  /** What `x instanceof AppKit` checks against: any instance walletport made, by `new AppKit` or createAppKit. */
  readonly prototype: AppKitInstance;
}

/** The instance type under AppKit's name: `let modal: AppKit` keeps compiling after the import switch. */
export type AppKit = AppKitInstance;

/**
 * AppKit exports its client class as a value (`new AppKit(options)`, `x instanceof AppKit`). Here the
 * constructor hands back what createAppKitInstance makes, a new instance whatever exists already, as
 * AppKit's constructor does; createAppKit stays the one-per-page entry.
 */
export const AppKit: AppKitClass = class AppKit {
  constructor(options: AppKitOptions) {
    // A constructor returning an object gives that object to `new`.
    return createAppKitInstance(options) as unknown as AppKit;
  }

  // Instances are plain objects, from `new AppKit` and createAppKit alike; each holds the link to its core.
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { link?: unknown }).link instanceof CoreLink;
  }
} as unknown as AppKitClass;
