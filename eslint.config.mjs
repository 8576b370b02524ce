// One lint configuration for every workspace (flat config). Besides code style it enforces the
// architecture (docs/architecture.md, "Who may import whom"): boundaries between workspaces and
// features, the package faces of shared-ui and shared-api, and what the federation share scope needs.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { localRules } from './scripts/eslint-local-rules.mjs';

const apps = ['shell', 'customer-app', 'seller-app', 'operator-app'];
/** Browser source: the apps and the two shared packages (not the shell's Node server). */
const browserSources = [...apps, 'shared-ui', 'shared-api'].map((w) => `${w}/src/**/*.{ts,tsx}`);
const serverRendering = 'shell/src/server/**';
const tests = ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];

/** Every browser workspace's texts are translated: the rules below keep a new screen from forgetting. */
const i18nLinted = ['shell', 'customer-app', 'seller-app', 'operator-app', 'shared-ui'];
/** The JSX attributes (and shared-ui props) people read or hear. */
const readAttributes = [
  'aria-(label|description|roledescription|valuetext|placeholder)', 'alt', 'placeholder', 'title', 'label', 'description',
  '[a-z]\\w*(Label|Text|Title)',
  // A Suspense or boundary fallback is drawn for people too (its JSX text is checked only when listed).
  'fallback',
];
/**
 * Calls whose string arguments are no text people read: translators (t, tc, tCommon…, keys),
 * react-hook-form's field names, paths, formats and other identifiers. (A JSX text inside such a
 * call's arguments is not checked either, so the list stays short: not `map`.)
 */
const nonTextCallees = [
  't', 't[A-Z0-9]\\w*', 'tc', 'i18n(ext)?', '\\w*[tT]ranslat\\w*', 'useTranslation', 'errorText',
  'register', 'watch', 'setValue', 'getValues', 'trigger', 'resetField', 'setError', 'clearErrors', 'getFieldState', 'setFocus',
  'navigate', 'localizedPath', 'encodeURIComponent', 'URLSearchParams', '\\w*[sS]earchParams\\.\\w+', 'URL',
  'Intl\\.\\w+', 'Number', 'String', 'Boolean', 'Date', 'JSON\\.\\w+', 'Object\\.\\w+', 'Array\\.\\w+', 'Math\\.\\w+',
  'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById', 'querySelector(All)?', 'dispatch', 'commit',
  'includes', 'indexOf', 'endsWith', 'startsWith', 'split', 'replace(All)?', 'padStart', 'padEnd', 'toLocale\\w*', 'at', 'get', 'has', 'set',
  'css', 'keyframes', 'styled\\.\\w+', 'styled',
];
/** shared-api's subpath modules (package.json `exports`): each imports the core by name. */
const shareApiSubpaths = 'shared-api/src/{remote-routes,standalone,users,store-admin,cart,orders,chat,notifications,operator,live,countries,reviews,reports}/**';

/** The names the apps may import from react-router-dom: what the shared router module provides. */
const sharedRouterNames = [
  ...readFileSync(new URL('./shared-ui/src/router/reactRouterDom.ts', import.meta.url), 'utf8')
    .match(/export\s*\{([^}]*)\}\s*from\s*'react-router'/)[1]
    .matchAll(/\b([A-Za-z_$][\w$]*)\b/g),
].map(([name]) => name);

/** Files of a shared package that other workspaces may import: the targets of its `exports`. */
function publicFiles(pkg) {
  const { exports } = JSON.parse(readFileSync(new URL(`./${pkg}/package.json`, import.meta.url), 'utf8'));
  return Object.values(exports)
    .filter((target) => target.startsWith('./src/'))
    .map((target) => target.slice(2));
}

/** Imports the federation share scope cannot serve as one instance. */
function shareScopeImports({ reduxToolkit }) {
  return {
    paths: [
      {
        name: 'react-router-dom',
        allowImportNames: sharedRouterNames,
        allowTypeImports: true,
        message: 'The shared router module (shared-ui/src/router/reactRouterDom.ts) does not provide this name: add it there first.',
      },
    ],
    patterns: [
      { group: ['react-router', 'react-router/*', 'react-router-dom/*'], message: "Import the router as 'react-router-dom', the one federation share key." },
      ...(reduxToolkit
        ? [{ group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'], allowTypeImports: true, message: 'Take it from shared-api (skipToken, hooks, types): only shared-api imports Redux Toolkit.' }]
        : []),
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/generated/**', '**/coverage/**', 'e2e/artifacts/**',
      'e2e/test-results/**', 'bench/results/**', '.ci/out/**', 'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The database layer stays readable in one screen per function: a migration is a list of named
    // steps, the guard is small modules. Tests' describe blocks are not counted.
    files: ['api-server/src/db/**/*.ts'],
    ignores: tests,
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    // Playwright fixtures that need no other fixture are written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },

  {
    files: ['{shell,customer-app,seller-app,operator-app,shared-ui,shared-api}/src/**/*.{ts,tsx}'],
    plugins: { local: localRules },
    rules: { 'local/hooks-folder-holds-hooks': 'error' },
  },

  // ---------- every text a person reads is translated ----------
  ...(i18nLinted.length
    ? [
        {
          files: i18nLinted.map((workspace) => `${workspace}/src/**/*.tsx`),
          ignores: [...tests, serverRendering],
          plugins: { i18next },
          rules: {
            'i18next/no-literal-string': [
              'error',
              {
                mode: 'jsx-only',
                'jsx-attributes': { include: readAttributes, exclude: [] },
                'should-validate-template': true,
                callees: { exclude: nonTextCallees },
                message: "Text shown to people comes from the feature's messages (t('…') or <Trans>), in every language",
              },
            ],
          },
        },
        {
          files: i18nLinted.map((workspace) => `${workspace}/src/**/*.{ts,tsx}`),
          ignores: [...tests, serverRendering],
          plugins: { local: localRules },
          rules: { 'local/toast-text-is-translated': 'error' },
        },
      ]
    : []),

  // ---------- who may import whom ----------
  {
    files: ['{shell,customer-app,seller-app,operator-app,shared-ui,shared-api,api-server,e2e,bench,scripts}/**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true },
        node: { extensions: ['.js', '.mjs', '.cjs', '.ts', '.tsx'] },
      },
      // First match wins: a feature folder before the app that holds it. An app's build files
      // outside src/ (webpack.config.js) belong to no element and may use the repository's scripts.
      'boundaries/elements': [
        { type: 'feature', pattern: '{shell,customer-app,seller-app,operator-app}/src/features/*', capture: ['app', 'feature'] },
        { type: 'shared-ui', pattern: 'shared-ui/**', partialMatch: false },
        { type: 'shared-api', pattern: 'shared-api/**', partialMatch: false },
        { type: 'api-server', pattern: 'api-server/**', partialMatch: false },
        { type: 'process-helpers', pattern: 'scripts/lib/**', partialMatch: false },
        { type: 'tooling', pattern: '{e2e,bench,scripts}/**', partialMatch: false },
        { type: 'app', pattern: '{shell,customer-app,seller-app,operator-app}/src', capture: ['app'] },
      ],
      'boundaries/ignore': ['**/node_modules/**'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} "{{from.captured.app}}{{from.captured.feature}}" may not import {{to.type}} "{{to.captured.app}}{{to.captured.feature}}" (docs/architecture.md, "Who may import whom")',
          policies: [
            // An app's code (its features included) uses its own app and the shared packages; apps never import each other.
            {
              from: { element: { types: { anyOf: ['app', 'feature'] } } },
              allow: {
                to: [
                  { element: { types: { anyOf: ['app', 'feature'] }, captured: { app: '{{from.captured.app}}' } } },
                  { element: { types: { anyOf: ['shared-ui', 'shared-api'] } } },
                ],
              },
            },
            // shared-ui is presentational: data and URLs come in as props, never from shared-api.
            { from: { element: { type: 'shared-ui' } }, allow: { to: { element: { type: 'shared-ui' } } } },
            { from: { element: { type: 'shared-api' } }, allow: { to: { element: { type: 'shared-api' } } } },
            // …but for the country names of the page (shared-api/country-names): its tables are
            // shared-api's and translations are shared-ui's, so that one module wires them, once for every app.
            { from: { element: { type: 'shared-api', fileInternalPath: 'src/countries/countryNamesOfPage.ts' } }, allow: { to: { element: { type: 'shared-ui' } } } },
            // The API and the browser meet only over HTTP (the browser's types are generated from
            // the OpenAPI document); the API's own tooling and tests stay inside it, but for the
            // repository's one set of process helpers (scripts/lib/processes.cjs).
            { from: { element: { type: 'api-server' } }, allow: { to: { element: { types: { anyOf: ['api-server', 'process-helpers'] } } } } },
            // e2e, bench and scripts drive the built apps from outside; they may read the API's code and shared packages.
            { from: { element: { type: 'tooling' } }, allow: { to: { element: { types: { anyOf: ['tooling', 'process-helpers', 'api-server', 'shared-api', 'shared-ui'] } } } } },
            // The front ends' environment is read in one place (scripts/runtime-config.cjs): by the
            // scripts that start them and by the shell's server, which bundles it.
            {
              from: { element: { type: 'app', captured: { app: 'shell' }, fileInternalPath: 'server/**' } },
              allow: { to: { element: { type: 'tooling', fileInternalPath: 'runtime-config.{cjs,d.cts}' } } },
            },
            // Later policies win. A feature is used from outside only through its index.ts (its
            // public face)…
            {
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message: 'Import the feature "{{to.captured.feature}}" through its index.ts, not its insides (docs/architecture.md)',
            },
            // …except that its app's routes module loads its pages lazily, each by its own path
            // (`import('./features/cart/components/CartPage')`): a code-split point, one chunk per page;
            // and so the heads of server-rendered pages (`import('./features/shop/shopHead')`), which
            // only the server asks for.
            {
              from: { element: { type: 'app', fileInternalPath: 'routes.tsx' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: ['components/*Page.tsx', '*Head.ts'] } }, dependency: { nodeKind: 'dynamic-import' } },
            },
            // Another workspace takes a shared package only through what its package.json exports.
            ...['shared-ui', 'shared-api'].map((pkg) => ({
              disallow: { to: { element: { type: pkg, fileInternalPath: `!{${publicFiles(pkg).join(',')}}` } } },
              message: `Import ${pkg} by its package name or one of its exports subpaths (${pkg}/package.json)`,
            })),
          ],
        },
      ],
    },
  },

  // ---------- what the federation share scope needs ----------
  // The router is shared under the one key 'react-router-dom', and only the names the shared
  // router module lists; Redux Toolkit is not shared at all: it lives inside shared-api (the
  // singleton), so another workspace importing it at run time would carry a copy of its own. The
  // shell's Node server is not in a browser share scope and is left out.
  {
    files: browserSources,
    ignores: [serverRendering, ...tests, 'shared-ui/src/router/reactRouterDom.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', shareScopeImports({ reduxToolkit: true })] },
  },
  {
    // Lingui is not a share key either: only shared-ui's i18n (inside its core, a singleton) imports
    // it, so the page has one Lingui and one translations instance (react-i18next#1622).
    files: ['{shell,customer-app,seller-app,operator-app,shared-ui,shared-api}/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@lingui/*'], message: "Translate with shared-ui's useTranslation, Trans and i18n: only shared-ui/src/i18n imports Lingui." }] }] },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    ignores: [...tests, shareApiSubpaths],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', shareScopeImports({ reduxToolkit: false })] },
  },
  {
    // shared-ui's core (its page-wide state and basic blocks, shared-ui/src/core) is one federation
    // share key: the rest of shared-ui takes them from there, so no page carries a second copy, and
    // never a second toast list. (Its subpath modules take everything by the package's name: the
    // rule below.)
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: [
      ...tests,
      'shared-ui/src/core/**',
      'shared-ui/src/components/{Button,Layout,LoadingText,Spinner,VisuallyHidden}/**',
      'shared-ui/src/theme/{mixins,themeModeContext}.ts',
      // Part of the core, and the one place that imports Lingui.
      'shared-ui/src/i18n/**',
      'shared-ui/src/toast/store.ts',
      'shared-ui/src/components/{Chat,AuthForm,Report,Dashboard}/**',
      'shared-ui/src/standalone/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/Button/Button', '**/Button/LinkButton', '**/Button/buttonStyles', '**/Layout/Layout', '**/LoadingText/LoadingText', '**/Spinner/Spinner',
                '**/VisuallyHidden/VisuallyHidden', '**/theme/mixins', './mixins', '**/toast/store', './store', '**/themeModeContext', './themeModeContext',
              ],
              message: "Take it from shared-ui's core (shared-ui/src/core, one federation share key), not from its file.",
            },
            { group: ['@lingui/*'], message: "Translate with shared-ui's useTranslation, Trans and i18n: only shared-ui/src/i18n imports Lingui." },
          ],
        },
      ],
    },
  },
  {
    // A shared package's subpath module is a module of its own (bundled by each app that uses it,
    // or a share key of its own): it takes the rest of its package by name (the singleton), never
    // by a relative path out of its own folder, and shared-api's subpaths take Redux Toolkit's
    // names from the core too (a copy of their own would be bundled otherwise).
    files: ['shared-ui/src/components/{Chat,AuthForm,Report,Dashboard}/**', 'shared-ui/src/standalone/**', shareApiSubpaths],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: "A subpath module imports the rest of its package by name ('shared-ui' / 'shared-api')." }] },
      ],
    },
  },
);
