import type { FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import type { EmailUpdateAction, FrameApiClient } from '../adapters/frame-api-client.ts';

export interface EmailUpdateHandlerDependencies {
  readonly api: FrameApiClient;
}

/**
 * The change of the signed-in user's e-mail (two steps, VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP, completed by storing the new e-mail).
 * The server keeps the pending change per user, so the frame holds no state between the steps and a
 * reload in the middle loses nothing; a new UPDATE_EMAIL replaces the pending change.
 */
export function createEmailUpdateHandlers({ api }: EmailUpdateHandlerDependencies) {
  return {
    async updateEmail({ email }: FrameRequestPayload<'updateEmail'>): Promise<{ action: EmailUpdateAction }> {
      return { action: await api.startEmailUpdate(email) };
    },

    async updateEmailPrimaryOtp({ otp }: FrameRequestPayload<'updateEmailPrimaryOtp'>): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
      return { action: await api.verifyEmailUpdatePrimaryOtp(otp) };
    },

    async updateEmailSecondaryOtp({ otp }: FrameRequestPayload<'updateEmailSecondaryOtp'>): Promise<{ newEmail: string }> {
      return { newEmail: await api.verifyEmailUpdateSecondaryOtp(otp) };
    },
  };
}
