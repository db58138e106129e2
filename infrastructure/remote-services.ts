import type { Container } from 'inversify';
import type { AppKitOptions } from '../application/options.ts';

/**
 * Binds the remote-service adapters (spec §7) into a container built by createAppKitContainer.
 * Runs after the core bindings, so it may rebind a core port (e.g. the error reporter) unless
 * the integrator supplied their own.
 */
export function bindRemoteServices(_container: Container, _options: AppKitOptions): void {
  // Filled in by the remote-services work (issue 4).
}
