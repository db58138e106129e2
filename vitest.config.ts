import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { target: 'es2022' },
  test: {
    // One worker per core (vitest's default, one less than the cores, leaves one of two cores idle). The
    // browser and consumer-app projects turn file parallelism off, so vitest runs their files one at a time
    // after the unit and DOM files.
    maxWorkers: '100%',
    // The unit and DOM files run while npm installs the consumer apps on the same two cores: a test that
    // takes 2 s on a quiet machine can take three times that there. A hang still fails, 15 s in.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{domain,application,infrastructure,test}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'test/e2e/**', 'test/consumers/**'],
          environment: 'node',
          setupFiles: ['test/setup/no-internet.ts', 'test/setup/patient-waits.ts'],
          benchmark: { include: ['{domain,application,infrastructure}/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['presentation/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup/no-internet.ts', 'test/setup/patient-waits.ts', 'test/setup/patient-dom-waits.ts', 'test/setup/settled-imports.ts'],
          // The destroy test measures the heap after forced collections.
          execArgv: ['--expose-gc'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-demo-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Apps outside this repository that install the packed tarball, as a dApp would.
        extends: true,
        test: {
          name: 'consumers',
          include: ['test/consumers/*.consumer.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
