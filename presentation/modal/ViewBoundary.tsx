import { Component, type ReactNode } from 'react';
import { asWalletportError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { errorText } from '../components/error-text.ts';

export interface ViewBoundaryProps {
  readonly children: ReactNode;
  /** The Try again button's words, in the modal's language. */
  readonly retryLabel: string;
  /** Hears what was caught, for the site's error reporter. */
  readonly onFailure: (error: unknown) => void;
}

interface ViewBoundaryState {
  readonly failure: WalletportError | undefined;
}

/**
 * Holds a view that could not load or draw inside the dialog: the view's place shows the catalogue's
 * text and Try again, while the header (Back, Close) keeps working. Without it React would unmount the
 * whole modal and throw into the host page. Try again draws the view anew, which fetches a chunk that
 * failed once more.
 */
export class ViewBoundary extends Component<ViewBoundaryProps, ViewBoundaryState> {
  override state: ViewBoundaryState = { failure: undefined };

  static getDerivedStateFromError(error: unknown): ViewBoundaryState {
    return { failure: asWalletportError(error) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure(error);
  }

  private readonly retry = (): void => this.setState({ failure: undefined });

  override render(): ReactNode {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <div className="wp-center" data-testid="wp-view-failed">
        <p className="wp-error" role="alert">
          {errorText(failure)}
        </p>
        <button type="button" className="wp-button" onClick={this.retry} data-testid="wp-view-retry">
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
