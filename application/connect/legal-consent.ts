import type { ConnectOrigin } from '../modal/outcomes.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { Store } from '../stores/store.ts';
import type { FeaturesStore } from '../stores/stores.ts';

export interface LegalConsentState {
  /** Whether the visitor ticked the terms box in the modal. */
  readonly agreed: boolean;
}

/**
 * The terms and privacy consent of `features.legalCheckbox`: the Connect view shows the box and writes
 * it here, and the connect commands read it. It holds for one opening of the modal: closing it asks again.
 */
export class LegalConsent {
  readonly state = new Store<LegalConsentState>({ agreed: false });

  private readonly features: FeaturesStore;

  constructor(
    private readonly runtime: AppRuntime,
    shared: AppState,
  ) {
    this.features = shared.features;
    runtime.lifecycle.add(runtime.events.on('modalClosed', () => this.state.update({ agreed: false })));
  }

  /** Asked for when the feature is on and the site gave a terms or privacy link: there is nothing to agree to without one. */
  required(): boolean {
    const { termsConditionsUrl, privacyPolicyUrl } = this.runtime.config;
    return this.features.getSnapshot().features.legalCheckbox && (termsConditionsUrl !== undefined || privacyPolicyUrl !== undefined);
  }

  setAgreed(agreed: boolean): void {
    this.state.update({ agreed });
  }

  /**
   * The checkbox is a part of the modal's Connect view, so it gates what the visitor starts there. A
   * connect the host page starts itself (its own button, the wagmi connector, the public flows) is not
   * gated: no checkbox is shown to the visitor then, and the site asks for consent its own way.
   */
  allowsConnect(origin: ConnectOrigin): boolean {
    return origin === 'headless' || !this.required() || this.state.getSnapshot().agreed;
  }
}
