/** Shared jest settings: every workspace's jest.config.ts builds on these. */
import type { Config } from 'jest';

// ESM-only packages that jest must transform (docs/stack.md).
const esmPackages = [
  'jose', 'file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras',
  '@borewit', 'until-async', 'typebox', 'content-disposition', 'cookie', 'msw', '@mswjs', '@bundled-es-modules', 'rettime', 'jwt-decode', '@open-draft',
];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

export function project(name: string, environment: 'node' | 'jsdom', extra: Config = {}): Config {
  return {
    displayName: name,
    rootDir: __dirname + '/' + name,
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    transform: {
      // Message files compiled as the apps' builds compile them (scripts/messages).
      '/locales/[a-z]{2}\\.json$': __dirname + '/scripts/messages/jestTransform.cjs',
      '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>], '^.+\\.m?js$': swc as unknown as [string, Record<string, unknown>] },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: { '^file-type$': 'file-type/node' },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}', '<rootDir>/scripts/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...(environment === 'jsdom'
      ? { testEnvironmentOptions: { customExportConditions: [''] }, setupFilesAfterEnv: [__dirname + '/jest.setup-dom.ts'] }
      : {}),
    ...extra,
  };
}
