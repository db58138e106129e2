/**
 * The connecting, sign-in, e-mail verification, name registration and e-mail update views.
 * A `{placeholder}` marks where a name from outside the page (an e-mail address, a wallet's or the
 * app's name) goes; a translation may move it but should keep it.
 */
export const FLOWS_MESSAGES = {
  // The six-digit code form shared by the e-mail login and the e-mail update.
  'flows.code.label': 'Six-digit code',
  'flows.code.placeholder': '000000',
  'flows.code.checking': 'Checking…',
  'flows.code.submit': 'Continue',

  'flows.emailVerify.otpPrompt': 'Enter the code we sent to {email}',
  'flows.emailVerify.deviceTitle': 'Approve this device',
  'flows.emailVerify.deviceHint': 'We sent a link to {email}. Open it to approve this browser; this screen continues by itself.',
  'flows.emailVerify.resend': 'Resend e-mail',
  'flows.approveTransaction.hint': 'Approve or reject the request in the secure wallet window.',

  'flows.registerName.label': 'Name',
  'flows.registerName.rule': 'At least {min} characters: letters, digits and hyphens.',
  'flows.registerName.suggestions': 'Suggestions',
  'flows.registerName.taken': 'Taken',
  'flows.registerName.available': 'Available',
  'flows.registerName.registering': 'Registering…',
  'flows.registerName.submit': 'Register',
  'flows.registerName.success': '{name} is your name now.',
  'flows.registerName.backToAccount': 'Back to the account',

  'flows.updateEmail.label': 'New e-mail',
  'flows.updateEmail.sending': 'Sending…',
  'flows.updateEmail.submit': 'Save',
  'flows.updateEmail.primaryPrompt': 'Enter the code we sent to your current address, {email}',
  'flows.updateEmail.secondaryPrompt': 'Enter the code we sent to {email}',

  'flows.siwx.request': '{app} wants you to sign in with your wallet.',
  'flows.siwx.thisApp': 'This app',
  'flows.siwx.free': 'Signing is free and does not send a transaction.',
  'flows.siwx.signing': 'Signing…',
  'flows.siwx.sign': 'Sign in',

  'flows.external.continueIn': 'Continue in {wallet}',
  'flows.external.yourWallet': 'your wallet',
  'flows.external.accept': 'Accept the connection request in the wallet.',

  'flows.farcaster.hint': 'Scan this code with your phone, or open Farcaster on this device, and approve the sign-in.',
  'flows.farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'flows.farcaster.open': 'Open Farcaster',
  'flows.farcaster.preparing': 'Preparing the QR code',
  'flows.farcaster.waiting': 'Waiting for the approval in Farcaster…',
  'flows.farcaster.signingIn': 'Signing in…',
} as const;
