/** The layer rule of the design card, checked on every `npm test`. */
const CHAIN_SDKS = '^(viem|@solana|@polkadot|bitcoinjs-lib|@cosmjs|@walletconnect|ox|abitype|wagmi|@wagmi)';
const FRAMEWORKS = '^(react|react-dom|inversify|reflect-metadata|rxjs|msw)($|/)';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing from the other layers, frameworks, chain SDKs or Node built-ins',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        path: [
          '^(application|infrastructure|presentation)/',
          `node_modules/${FRAMEWORKS.slice(1)}`,
          `node_modules/${CHAIN_SDKS.slice(1)}`,
        ],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-not-outward',
      comment: 'application/ imports neither infrastructure nor presentation, nor React or chain SDKs',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        path: [
          '^(infrastructure|presentation)/',
          'node_modules/(react|react-dom)/',
          `node_modules/${CHAIN_SDKS.slice(1)}`,
        ],
      },
    },
    {
      name: 'only-presentation-imports-react',
      severity: 'error',
      from: { path: '^(domain|application|infrastructure)/' },
      to: { path: 'node_modules/(react|react-dom)/' },
    },
    {
      name: 'infrastructure-not-presentation',
      severity: 'error',
      from: { path: '^infrastructure/' },
      to: { path: '^presentation/' },
    },
    {
      name: 'library-not-test-code',
      comment: 'shipped code never imports test/ (tests beside the code may use shared test helpers)',
      severity: 'error',
      from: { path: '^(domain|application|infrastructure|presentation)/', pathNot: '\\.(test|bench)\\.tsx?$' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(domain|application)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.(demo-build|layer-fixture-)|^test/consumers/apps/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
