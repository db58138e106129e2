import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import type { FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import { isSessionRefusal, type EmailLoginAction, type FrameApiClient } from '../adapters/frame-api-client.ts';
import { pause, type FrameClock, type FrameLog } from '../ports/frame-environment.ts';
import type { FrameSession } from '../adapters/frame-session.ts';

export interface LoginHandlerDependencies {
  readonly api: FrameApiClient;
  readonly session: FrameSession;
  readonly clock: FrameClock;
  readonly log: FrameLog;
}

/**
 * How long CONNECT_DEVICE waits for the device link: under the page's 30 s request timeout, so the page
 * gets the frame's answer (and asks again) rather than a timeout.
 */
export const DEVICE_WAIT_BUDGET_MS = 25_000;
/** A server answering "not yet" sooner than a long-poll would is asked again after this pause, not at once. */
const DEVICE_POLL_MIN_GAP_MS = 1_000;

export function createLoginHandlers({ api, session, clock, log }: LoginHandlerDependencies) {
  const requireLoginEmail = (): string => {
    const email = session.loginEmail();
    if (!email) throw new Error(catalogueMessage('INVALID_ARGUMENT', { name: 'This step', expected: 'an e-mail login started with CONNECT_EMAIL' }));
    return email;
  };

  return {
    async connectEmail({ email }: FrameRequestPayload<'connectEmail'>): Promise<{ action: EmailLoginAction }> {
      const action = await api.startEmailLogin(email);
      session.setLoginEmail(email);
      return { action };
    },

    async connectDevice(): Promise<Record<string, never>> {
      const email = requireLoginEmail();
      const stop = new AbortController();
      const cancelDeadline = clock.schedule(() => stop.abort(), DEVICE_WAIT_BUDGET_MS);
      try {
        while (!stop.signal.aborted) {
          const askedAt = clock.now();
          if (await api.waitForDevice(email, stop.signal)) return {};
          if (clock.now() - askedAt < DEVICE_POLL_MIN_GAP_MS) await pause(clock, DEVICE_POLL_MIN_GAP_MS, stop.signal);
        }
      } catch (error) {
        if (!stop.signal.aborted) throw error;
      } finally {
        cancelDeadline();
      }
      throw new Error(catalogueMessage('DEVICE_NOT_VERIFIED'));
    },

    async connectOtp({ otp }: FrameRequestPayload<'connectOtp'>): Promise<Record<string, never>> {
      const { sessionToken } = await api.verifyOtp(requireLoginEmail(), otp);
      session.setToken(sessionToken);
      session.clearLoginEmail();
      return {};
    },

    /** Connected means a stored token the server still accepts; a refused token is dropped. */
    async isConnected(): Promise<{ isConnected: boolean }> {
      if (!session.token()) return { isConnected: false };
      try {
        await api.getUser();
        return { isConnected: true };
      } catch (error) {
        if (isSessionRefusal(error)) return { isConnected: false };
        throw error;
      }
    },

    /** The token goes whatever the server says: signing out must work offline or against a failing server. */
    async signOut(): Promise<Record<string, never>> {
      try {
        if (session.token()) await api.signOut();
      } catch (error) {
        log.debug(`the server did not confirm the sign-out: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        session.clearToken();
        session.clearLoginEmail();
      }
      return {};
    },

    /**
     * Unlike signOut, the server must confirm: a visitor who asked to end the sessions on a lost device
     * is told when they were not ended. This device's token goes only once they are.
     */
    async signOutEverywhere(): Promise<Record<string, never>> {
      if (!session.token()) throw new Error(catalogueMessage('SESSION_TOKEN_INVALID'));
      await api.signOutEverywhere();
      session.clearToken();
      session.clearLoginEmail();
      return {};
    },
  };
}
