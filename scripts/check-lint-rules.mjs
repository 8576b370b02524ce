#!/usr/bin/env node
/**
 * Proves that the architecture lint rules (eslint.config.mjs) still catch what they are for: lints
 * small pieces of code as if they were files at real places in the tree (nothing is written) and
 * fails when a violation goes unreported or an allowed import is refused. Part of `npm run lint`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** [what, file it pretends to be, code, the rule expected to report it (null: must pass)] */
const cases = [
  ['a feature reaching into another feature', 'shell/src/features/layout/components/Fixture.tsx',
    "import { useLogout } from '../../session/hooks/useLogout';\nexport const f = useLogout;\n", 'boundaries/dependencies'],
  ['a feature using another through its index.ts', 'shell/src/features/layout/components/Fixture.tsx',
    "import { useLogout } from '../../session';\nexport const f = useLogout;\n", null],
  ["the app's own code reaching into a feature", 'shell/src/app/Fixture.ts',
    "import { sitePagesOf } from '../features/routing/sitePages';\nexport const r = sitePagesOf;\n", 'boundaries/dependencies'],
  ['an app importing another app', 'seller-app/src/features/orders/components/Fixture.tsx',
    "import routes from '../../../../../customer-app/src/routes';\nexport const r = routes;\n", 'boundaries/dependencies'],
  ['shared-ui importing shared-api', 'shared-ui/src/components/Badge/Fixture.tsx',
    "import { useSession } from 'shared-api';\nexport const s = useSession;\n", 'boundaries/dependencies'],
  ['shared-api importing shared-ui', 'shared-api/src/countries/Fixture.ts',
    "import { useTranslation } from 'shared-ui';\nexport const u = useTranslation;\n", 'boundaries/dependencies'],
  ["shared-api's country names of the page wired with shared-ui's translations", 'shared-api/src/countries/countryNamesOfPage.ts',
    "import { useTranslation } from 'shared-ui';\nexport const u = useTranslation;\n", null],
  ['browser code importing api-server', 'customer-app/src/features/cart/components/Fixture.tsx',
    "import { NAME_PATTERN } from '../../../../../api-server/src/schemas/contract';\nexport const p = NAME_PATTERN;\n", 'boundaries/dependencies'],
  ["a workspace reaching into shared-ui's source", 'customer-app/src/features/chat/components/Fixture.tsx',
    "import { MessageList } from '../../../../../shared-ui/src/components/Chat/MessageList';\nexport const m = MessageList;\n", 'boundaries/dependencies'],
  ["a shared package's subpath", 'customer-app/src/features/chat/components/Fixture.tsx',
    "import { MessageList } from 'shared-ui/chat';\nexport const m = MessageList;\n", null],
  ['a lazy page loaded by the routes module', 'seller-app/src/routes.tsx',
    "export const load = () => import('./features/orders/components/StoreOrdersPage');\n", null],
  ["the shell's server reading the front ends' environment through the scripts' one module", 'shell/src/server/main/Fixture.ts',
    "import { ports } from '../../../../scripts/runtime-config.cjs';\nexport const p = ports;\n", null],
  ["the shell's browser code importing a script", 'shell/src/app/Fixture.ts',
    "import { ports } from '../../../scripts/runtime-config.cjs';\nexport const p = ports;\n", 'boundaries/dependencies'],
  ['a server-rendered page\'s head loaded lazily by the routes module', 'customer-app/src/routes.tsx',
    "export const load = () => import('./features/shop/shopHead');\n", null],
  ['a head imported statically by the routes module', 'customer-app/src/routes.tsx',
    "import { shopHead } from './features/shop/shopHead';\nexport const h = shopHead;\n", 'boundaries/dependencies'],
  ['a page imported statically by the routes module', 'seller-app/src/routes.tsx',
    "import StoreOrdersPage from './features/orders/components/StoreOrdersPage';\nexport const P = StoreOrdersPage;\n", 'boundaries/dependencies'],
  ['an app importing Redux Toolkit at run time', 'customer-app/src/features/cart/components/Fixture.tsx',
    "import { createSlice } from '@reduxjs/toolkit';\nexport const c = createSlice;\n", '@typescript-eslint/no-restricted-imports'],
  ['an app importing a Redux Toolkit type', 'customer-app/src/features/cart/components/Fixture.tsx',
    "import type { SerializedError } from '@reduxjs/toolkit';\nexport type E = SerializedError;\n", null],
  ['the router imported as react-router', 'shell/src/features/layout/components/Fixture.tsx',
    "import { Link } from 'react-router';\nexport const L = Link;\n", '@typescript-eslint/no-restricted-imports'],
  ['a router name the shared router module lacks', 'shell/src/features/layout/components/Fixture.tsx',
    "import { useMatches } from 'react-router-dom';\nexport const m = useMatches;\n", '@typescript-eslint/no-restricted-imports'],
  ['a plain module in a hooks/ folder', 'customer-app/src/features/cart/hooks/cartMaths.ts',
    'export const double = (n: number) => n * 2;\n', 'local/hooks-folder-holds-hooks'],
  ["a subpath module importing its package's insides", 'shared-ui/src/components/Chat/Fixture.tsx',
    "import { Button } from '../Button/Button';\nexport const B = Button;\n", 'no-restricted-imports'],
  ["a shared-ui block taking a basic block from its file", 'shared-ui/src/components/Badge/Fixture.tsx',
    "import { Button } from '../Button/Button';\nexport const B = Button;\n", 'no-restricted-imports'],
  ["a shared-ui block taking a basic block from shared-ui's core", 'shared-ui/src/components/Badge/Fixture.tsx',
    "import { Button } from '../../core';\nexport const B = Button;\n", null],
  ['a second toast list: the toast store imported from its file', 'shared-ui/src/toast/Fixture.tsx',
    "import { toast } from './store';\nexport const t = toast;\n", 'no-restricted-imports'],
  ["shared-api's subpath module importing the core's insides", 'shared-api/src/cart/Fixture.ts',
    "import { api } from '../api';\nexport const a = api;\n", 'no-restricted-imports'],
  ["shared-api's subpath module taking the core by name", 'shared-api/src/cart/Fixture.ts',
    "import { api, skipToken } from 'shared-api';\nexport const a = [api, skipToken];\n", null],
  ["shared-api's subpath module importing Redux Toolkit at run time", 'shared-api/src/orders/Fixture.ts',
    "import { skipToken } from '@reduxjs/toolkit/query/react';\nexport const s = skipToken;\n", '@typescript-eslint/no-restricted-imports'],
  ["shared-api's core importing Redux Toolkit", 'shared-api/src/session/Fixture.ts',
    "import { createSlice } from '@reduxjs/toolkit';\nexport const c = createSlice;\n", null],
  // ---------- every text a person reads is translated, in every browser workspace ----------
  ['literal text in JSX', 'shared-ui/src/components/Badge/Fixture.tsx',
    'export const Fixture = () => <p>Loading orders...</p>;\n', 'i18next/no-literal-string'],
  ['literal text in a Suspense fallback', 'shell/src/features/remote-pages/components/Fixture.tsx',
    "import { Suspense } from 'react';\nexport const Fixture = () => <Suspense fallback={<p>Loading page...</p>}><div /></Suspense>;\n", 'i18next/no-literal-string'],
  ['a literal aria-label', 'shared-ui/src/components/Badge/Fixture.tsx',
    'export const Fixture = () => <button aria-label="Close" />;\n', 'i18next/no-literal-string'],
  ['a literal placeholder', 'shared-ui/src/components/Badge/Fixture.tsx',
    'export const Fixture = () => <input placeholder="Type your message..." />;\n', 'i18next/no-literal-string'],
  ["a literal text prop of a shared-ui block (EmptyState's title)", 'shared-ui/src/components/Badge/Fixture.tsx',
    "import { EmptyState } from '../EmptyState/EmptyState';\nexport const Fixture = () => <EmptyState title=\"No messages found\" />;\n", 'i18next/no-literal-string'],
  ['a template literal with words in an aria-label', 'shared-ui/src/components/Badge/Fixture.tsx',
    'export const Fixture = ({ label }: { label: string }) => <button aria-label={`Decrease ${label}`} />;\n', 'i18next/no-literal-string'],
  ['a literal in a JSX expression', 'shared-ui/src/components/Badge/Fixture.tsx',
    "export const Fixture = ({ own }: { own: boolean }) => <span>{own ? 'You' : 'them'}</span>;\n", 'i18next/no-literal-string'],
  ['translated text, and attributes nobody reads', 'shared-ui/src/components/Badge/Fixture.tsx',
    "import { uiMessages, useTranslation } from '../../core';\nexport const Fixture = () => {\n  const { t } = useTranslation(uiMessages);\n  return <button type=\"button\" className=\"x\" data-state=\"open\" aria-label={t('dialog.close')}>{t('dialog.cancel')}</button>;\n};\n", null],
  ['field names, keys and formats inside JSX (no text)', 'shared-ui/src/components/Badge/Fixture.tsx',
    "declare const register: (name: string) => object;\ndeclare const tc: (key: string) => string;\nexport const Fixture = () => <input {...register('username')} aria-label={tc('fields.username')} />;\n", null],
  ['literal text inside a list callback', 'shared-ui/src/components/Badge/Fixture.tsx',
    'export const Fixture = ({ items }: { items: string[] }) => <ul>{items.map((item) => <li key={item}>Remove {item}</li>)}</ul>;\n', 'i18next/no-literal-string'],
  ["a toast's literal title", 'shared-ui/src/toast/Fixture.ts',
    "import { toast } from '../core';\nexport const f = () => toast({ title: 'Profile Updated', description: `Order #${1} was cancelled.` });\n", 'local/toast-text-is-translated'],
  ["submitWithToasts' literal texts", 'shared-ui/src/toast/Fixture.ts',
    "import { submitWithToasts } from './submitWithToasts';\nexport const f = (r: () => Promise<void>) => submitWithToasts(r, { success: { title: 'Saved' }, failure: { title: 'Failed', describe: String } });\n", 'local/toast-text-is-translated'],
  ["a toast's translated texts", 'shared-ui/src/toast/Fixture.ts',
    "import { toast, i18n } from '../core';\nexport const f = (e: unknown) => toast({ title: i18n.t('a'), description: String(e), variant: 'destructive' });\n", null],
  ...['shell', 'customer-app', 'seller-app', 'operator-app'].map((workspace) => [
    `literal text in ${workspace}`,
    `${workspace}/src/features/fixture/components/Fixture.tsx`,
    'export const Fixture = () => <p>Loading orders...</p>;\n',
    'i18next/no-literal-string',
  ]),
  ['a 61-line function in the database layer', 'api-server/src/db/migrations/fixture.ts',
    `export function tooLong(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(57)}  return n;\n}\n`, 'max-lines-per-function'],
  ['a 60-line function in the database layer', 'api-server/src/db/migrations/fixture.ts',
    `export function longEnough(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(56)}  return n;\n}\n`, null],
];

let failed = 0;
for (const [what, filePath, code, expected] of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const rules = new Set(result.messages.map((m) => m.ruleId ?? m.message));
  const ok = expected === null ? rules.size === 0 : rules.has(expected);
  if (!ok) {
    failed += 1;
    console.error(`NOT caught as expected: ${what} (${filePath}): expected ${expected ?? 'no problem'}, got ${[...rules].join(', ') || 'no problem'}`);
  }
}
console.log(`architecture lint rules: ${cases.length - failed} of ${cases.length} cases behave as expected`);
process.exit(failed ? 1 : 0);
