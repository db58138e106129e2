import type { FrameRequestKind } from '../../domain/embedded/frame-messages.ts';

/**
 * AppKit 1.7.6's W3mFrame protocol between the page and the secure frame, as reown-com/appkit states it
 * at the tag @reown/appkit-wallet@1.7.6 in packages/wallet/src. Each entry names the file and line it
 * comes from. The contract tests read the installed @reown/appkit-wallet 1.7.6 as the judge, and the
 * scripted frame of the differential tests answers from `sampleReply` here, so neither can drift.
 */
export const W3M_FRAME_SOURCE = { repository: 'reown-com/appkit', tag: '@reown/appkit-wallet@1.7.6', root: 'packages/wallet/src' } as const;

export const W3M_ENVELOPE = {
  // W3mFrameConstants.ts:20-21
  appPrefix: '@w3m-app/',
  framePrefix: '@w3m-frame/',
  // W3mFrameConstants.ts:105; W3mFrameSchema.ts:141-144 (payload { version?: string }), :749
  ready: '@w3m-frame/READY',
  // W3mFrameConstants.ts:2-7 (DEFAULT_SDK_URL)
  hostedSecureSiteUrl: 'https://secure.walletconnect.org/sdk',
  // W3mFrameConstants.ts:14-17 (SECURE_SITE_SDK_VERSION default '4')
  version: '4',
  // W3mFrame.ts:59: `${SECURE_SITE_SDK}?projectId=${projectId}&chainId=${chainId}&version=${SECURE_SITE_SDK_VERSION}&enableLogger=${enableLogger}`
  urlParameters: ['projectId', 'chainId', 'version', 'enableLogger'],
  // W3mFrame.ts:43-44 (chainId default 'eip155:1', enableLogger default true); appkit.ts:348 passes the CAIP network id
  defaultChainId: 'eip155:1',
  // W3mFrameProvider.ts:645 (Math.random().toString(36).substring(7)); W3mFrameSchema.ts:419-422 (id: z.string().optional())
  idShape: 'any string',
  // W3mFrameProvider.ts:667 and :678: the reply is `@w3m-frame/${TYPE}_SUCCESS` or `_ERROR` with the request's id
  replySuffixes: ['_SUCCESS', '_ERROR'],
  // W3mFrameSchema.ts:8 (zError = { message: string })
  errorPayload: { message: 'string' },
  // W3mFrameProvider.ts:63-69: ready 500 ms after READY; :611-620 20 s frame-ready timeout; :626-642 30 s request timeout
  readyDelayMs: 500,
  frameReadyTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
  // W3mFrame.ts:186 and :196: both sides post with '*'. walletport names the exact origin instead (stricter, same messages).
  appKitTargetOrigin: '*',
} as const;

export interface W3mRequestEntry {
  /** The request's TYPE after the prefix. */
  readonly type: string;
  /** Where AppKit defines it: the constant, the app-event schema and the provider method that sends it. */
  readonly source: string;
  /** A request payload AppKit's client sends for it (undefined: none). */
  readonly samplePayload?: unknown;
  /** What a frame answers: the success payload (undefined: the schema has none). */
  readonly sampleReply?: unknown;
  /** walletport's own message: AppKit has no equivalent; only walletport's frame answers it. */
  readonly ours?: true;
}

const ADDRESS = '0x1111111111111111111111111111111111111111';
const USER = {
  email: 'ada@example.com', address: ADDRESS, chainId: 1, smartAccountDeployed: false,
  accounts: [{ address: ADDRESS, type: 'eoa' }], preferredAccountType: 'eoa',
};

/** Every request kind walletport sends, with AppKit's type and sources. */
export const W3M_REQUESTS: Readonly<Record<FrameRequestKind, W3mRequestEntry>> = {
  switchNetwork: { type: 'SWITCH_NETWORK', source: 'W3mFrameConstants.ts:35; W3mFrameSchema.ts:39,427-430,579-581; W3mFrameProvider.ts:423-437', samplePayload: { chainId: 1 }, sampleReply: { chainId: 1 } },
  connectEmail: { type: 'CONNECT_EMAIL', source: 'W3mFrameConstants.ts:36; W3mFrameSchema.ts:40,77-79,434-435,586-587; W3mFrameProvider.ts:114-129', samplePayload: { email: 'ada@example.com' }, sampleReply: { action: 'VERIFY_OTP' } },
  connectDevice: { type: 'CONNECT_DEVICE', source: 'W3mFrameConstants.ts:37; W3mFrameSchema.ts:439,617; W3mFrameProvider.ts:131-140' },
  connectOtp: { type: 'CONNECT_OTP', source: 'W3mFrameConstants.ts:38; W3mFrameSchema.ts:41,441,613; W3mFrameProvider.ts:142-152', samplePayload: { otp: '123456' } },
  connectSocial: { type: 'CONNECT_SOCIAL', source: 'W3mFrameConstants.ts:39; W3mFrameSchema.ts:42-45,89-106,445-446,621-622; W3mFrameProvider.ts:310-331,373-390', samplePayload: { uri: 'https://shop.example/?code=1&state=2', preferredAccountType: 'eoa' }, sampleReply: { ...USER, userName: 'ada' } },
  getSocialRedirectUri: { type: 'GET_SOCIAL_REDIRECT_URI', source: 'W3mFrameConstants.ts:40; W3mFrameSchema.ts:51-53,128,463-464,650-651; W3mFrameProvider.ts:191-205', samplePayload: { provider: 'google' }, sampleReply: { uri: 'https://accounts.google.example/o/oauth2?state=2' } },
  getFarcasterUri: { type: 'GET_FARCASTER_URI', source: 'W3mFrameConstants.ts:56; W3mFrameSchema.ts:81-83,450,595-596; W3mFrameProvider.ts:392-404', sampleReply: { url: 'https://farcaster.example/connect?channel=1' } },
  connectFarcaster: { type: 'CONNECT_FARCASTER', source: 'W3mFrameConstants.ts:55; W3mFrameSchema.ts:85-87,452,604-605; W3mFrameProvider.ts:406-421', sampleReply: { userName: 'ada' } },
  getUser: { type: 'GET_USER', source: 'W3mFrameConstants.ts:41; W3mFrameSchema.ts:46-50,110-127,456-457,636-637; W3mFrameProvider.ts:356-371', samplePayload: { chainId: 1, preferredAccountType: 'eoa' }, sampleReply: USER },
  signOut: { type: 'SIGN_OUT', source: 'W3mFrameConstants.ts:42; W3mFrameSchema.ts:468,657; W3mFrameProvider.ts:439-458' },
  signOutEverywhere: { type: 'SIGN_OUT_EVERYWHERE', source: 'walletport only (AppKit 1.7.6 has no way to end the sessions of other devices)', ours: true },
  isConnected: { type: 'IS_CONNECTED', source: 'W3mFrameConstants.ts:43; W3mFrameSchema.ts:129,415-417,472-473,663-664; W3mFrameProvider.ts:154-174', sampleReply: { isConnected: true } },
  getChainId: { type: 'GET_CHAIN_ID', source: 'W3mFrameConstants.ts:44; W3mFrameSchema.ts:130,477,672-673; W3mFrameProvider.ts:176-189', sampleReply: { chainId: 1 } },
  getSmartAccountEnabledNetworks: { type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', source: 'W3mFrameConstants.ts:52; W3mFrameSchema.ts:133-135,479,725-726; W3mFrameProvider.ts:280-294', sampleReply: { smartAccountEnabledNetworks: [1] } },
  // AppKit's frame-event schema (W3mFrameSchema.ts:736) has INIT_SMART_ACCOUNT_ERROR only; its provider never sends the request.
  initSmartAccount: { type: 'INIT_SMART_ACCOUNT', source: 'W3mFrameConstants.ts:53,101-102; W3mFrameSchema.ts:136-139,481,736' },
  setPreferredAccount: { type: 'SET_PREFERRED_ACCOUNT', source: 'W3mFrameConstants.ts:54; W3mFrameSchema.ts:75,146,485-486,739-740; W3mFrameProvider.ts:296-306', samplePayload: { type: 'eoa' }, sampleReply: { type: 'eoa', address: ADDRESS } },
  rpcRequest: { type: 'RPC_REQUEST', source: 'W3mFrameConstants.ts:45; W3mFrameSchema.ts:148,312-315,492-540,679; W3mFrameProvider.ts:460-480', samplePayload: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }, sampleReply: `0x${'ab'.repeat(65)}` },
  updateEmail: { type: 'UPDATE_EMAIL', source: 'W3mFrameConstants.ts:46; W3mFrameSchema.ts:54,107-109,543,687-688; W3mFrameProvider.ts:207-220', samplePayload: { email: 'grace@example.com' }, sampleReply: { action: 'VERIFY_PRIMARY_OTP' } },
  updateEmailPrimaryOtp: { type: 'UPDATE_EMAIL_PRIMARY_OTP', source: 'W3mFrameConstants.ts:47; W3mFrameSchema.ts:55,547-548,699; W3mFrameProvider.ts:222-234', samplePayload: { otp: '123456' } },
  updateEmailSecondaryOtp: { type: 'UPDATE_EMAIL_SECONDARY_OTP', source: 'W3mFrameConstants.ts:48; W3mFrameSchema.ts:56,132,554-555,710-711; W3mFrameProvider.ts:236-252', samplePayload: { otp: '654321' }, sampleReply: { newEmail: 'grace@example.com' } },
  syncTheme: { type: 'SYNC_THEME', source: 'W3mFrameConstants.ts:50; W3mFrameSchema.ts:57-61,559,717; W3mFrameProvider.ts:254-264', samplePayload: { themeMode: 'dark', themeVariables: {} } },
  syncDappData: { type: 'SYNC_DAPP_DATA', source: 'W3mFrameConstants.ts:51; W3mFrameSchema.ts:62-74,563-564,721; W3mFrameProvider.ts:266-278', samplePayload: { metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }, sdkVersion: 'html-walletport-1.7.6', sdkType: 'appkit', projectId: 'project-a' } },
  reload: { type: 'RELOAD', source: 'W3mFrameConstants.ts:57,106-107; W3mFrameSchema.ts:569-571,753-757; W3mFrameProvider.ts:103-112' },
};

/**
 * AppKit messages walletport's client does not send or read, and why: the table is the whole protocol.
 * - FRAME_SESSION_UPDATE (W3mFrameConstants.ts:86; W3mFrameSchema.ts:681): the frame's session token to the page.
 *   walletport keeps the token inside the frame's origin, so its frame never sends it and its client ignores it.
 * - APP_AWAIT_UPDATE_EMAIL (W3mFrameConstants.ts:49): a constant with no schema entry and no sender in 1.7.6.
 */
export const W3M_NOT_USED = ['SESSION_UPDATE', 'AWAIT_UPDATE_EMAIL'] as const;
