import type { QueryParam, RouteContract, Shape } from './contract-table.ts';

/**
 * The wallet directory and project API (api.web3modal.org) as AppKit 1.7.6 speaks to it. The
 * service is not public, so the kit's ApiController and its types are the contract. Sources:
 * reown-com/appkit at tag @reown/appkit-controllers@1.7.6.
 */
export const DIRECTORY_SOURCE = { repository: 'reown-com/appkit', ref: '@reown/appkit-controllers@1.7.6' } as const;

const API = 'packages/controllers/src/controllers/ApiController.ts';
const TYPES = 'packages/controllers/src/utils/TypeUtil.ts';

/** ApiController._getSdkProperties (ApiController.ts:92-100). */
// AppKit always sends st and sv; the service's own source is not public, so nothing shows it refuses a
// request without them, and the stand-in built from this table does not either.
const SDK: Readonly<Record<string, QueryParam>> = {
  projectId: { source: `${API}:96`, required: true, type: 'string' },
  st: { source: `${API}:97`, required: false, type: 'string' },
  sv: { source: `${API}:98`, required: false, type: 'string' },
};

export const BADGE_TYPES = ['none', 'certified'] as const;

const text = (line: number, example: string, extra: { optional?: boolean; nullable?: boolean } = {}): Shape => ({
  kind: 'string',
  example,
  source: `${TYPES}:${line}`,
  ...extra,
});
const optional = { optional: true } as const;
const optionalNullable = { optional: true, nullable: true } as const;

/** WcWallet (TypeUtil.ts:140-163): only id and name are always there. */
export const WALLET_SHAPE: Shape = {
  kind: 'object',
  source: `${TYPES}:140`,
  fields: {
    id: text(141, 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'),
    name: text(142, 'MetaMask'),
    badge_type: { kind: 'string', values: BADGE_TYPES, example: 'certified', source: `${TYPES}:143`, optional: true },
    chains: { kind: 'array', items: text(144, 'eip155:1'), source: `${TYPES}:144`, optional: true },
    homepage: text(145, 'https://metamask.io', optional),
    image_id: text(146, '018b2d52-10e9-4158-1fde-a5d5bac5aa00', optional),
    image_url: text(147, 'https://explorer-api.walletconnect.com/v3/logo/md/018b2d52', optional),
    order: { kind: 'number', example: 10, source: `${TYPES}:148`, optional: true },
    link_mode: text(149, 'https://metamask.app.link/wc', optionalNullable),
    mobile_link: text(150, 'metamask://', optionalNullable),
    desktop_link: text(151, 'metamask://', optionalNullable),
    webapp_link: text(152, 'https://portfolio.metamask.io', optionalNullable),
    app_store: text(153, 'https://apps.apple.com/app/metamask/id1438144202', optionalNullable),
    play_store: text(154, 'https://play.google.com/store/apps/details?id=io.metamask', optionalNullable),
    chrome_store: text(155, 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn', optionalNullable),
    rdns: text(156, 'io.metamask', optionalNullable),
    injected: {
      kind: 'array',
      source: `${TYPES}:157`,
      ...optionalNullable,
      items: {
        kind: 'object',
        source: `${TYPES}:158`,
        fields: { namespace: text(159, 'eip155', optional), injected_id: text(160, 'isMetaMask', optional) },
      },
    },
  },
};

export const DIRECTORY_ROUTES = {
  getWallets: {
    name: 'wallet list',
    method: 'GET',
    path: '/getWallets',
    source: `${API}:203`,
    query: {
      ...SDK,
      page: { source: `${API}:208`, required: true, type: 'integer' },
      entries: { source: `${API}:209`, required: true, type: 'integer' },
      include: { source: `${API}:210`, required: false, type: 'list' },
      exclude: { source: `${API}:211`, required: false, type: 'list' },
      // Spread in from the caller's params (ApiController.ts:207): recommended :247, pages :276, search :322.
      chains: { source: `${API}:247`, required: false, type: 'list' },
      search: { source: `${API}:328`, required: false, type: 'string' },
      badge_type: { source: `${API}:329`, required: false, type: 'string', values: BADGE_TYPES },
    },
    contentType: 'none',
    response: {
      kind: 'object',
      source: `${TYPES}:175`,
      fields: { data: { kind: 'array', items: WALLET_SHAPE, source: `${TYPES}:176` }, count: { kind: 'number', example: 1, source: `${TYPES}:177` } },
    },
    attempts: 1,
  },
  walletImage: { name: 'wallet image', method: 'GET', path: '/getWalletImage/:imageId', source: `${API}:111`, query: SDK, contentType: 'none', response: 'blob', attempts: 1 },
  assetImage: { name: 'network image', method: 'GET', path: '/public/getAssetImage/:imageId', source: `${API}:117`, query: SDK, contentType: 'none', response: 'blob', attempts: 1 },
  analyticsConfig: {
    name: 'analytics config',
    method: 'GET',
    path: '/getAnalyticsConfig',
    source: `${API}:388`,
    query: SDK,
    contentType: 'none',
    // Any failure reads as "analytics off" (ApiController.ts:393-394).
    response: { kind: 'object', source: `${TYPES}:184`, fields: { isAnalyticsEnabled: { kind: 'boolean', example: true, source: `${TYPES}:185` } } },
    attempts: 1,
  },
  allowedOrigins: {
    name: 'allowed origins',
    method: 'GET',
    path: '/projects/v1/origins',
    source: `${API}:156`,
    query: SDK,
    contentType: 'none',
    response: {
      kind: 'object',
      source: `${TYPES}:180`,
      fields: { allowedOrigins: { kind: 'array', items: { kind: 'string', example: 'https://dapp.example', source: `${TYPES}:181` }, source: `${TYPES}:181` } },
    },
    attempts: 1,
  },
} as const satisfies Record<string, RouteContract>;
