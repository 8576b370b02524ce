/**
 * Where a page's first-load kilobytes come from: each built script's bytes are traced back to the
 * sources they were built from (the script's source map) and grouped by npm package or workspace;
 * each group's share of the script is then applied to the script's gzip size. Estimates (gzip does
 * not compress every part equally), but within a kilobyte or two of the whole.
 */
import { readFileSync } from 'node:fs';
import { require } from './util.mjs';

const { SourceMapConsumer } = require('source-map');

/**
 * The libraries the stack requires (React, Module Federation, Redux Toolkit, react-router, styled-components;
 * docs/architecture.md), grouped as one would name them: what a page costs before a line of the
 * marketplace's own code. Module Federation's runtime includes the federation parts of webpack's
 * runtime (share scope, consumes, container entry), which have no npm package in the source map.
 */
export const REQUIRED_LIBRARIES = {
  'react + react-dom': ['react', 'react-dom', 'scheduler'],
  'Module Federation runtime': ['@module-federation/*', 'webpack federation runtime'],
  'Redux Toolkit (RTK Query)': ['@reduxjs/toolkit', 'immer', 'reselect', 'redux', 'redux-thunk'],
  'react-router': ['react-router', 'react-router-dom'],
  'styled-components': ['styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/unitless'],
  'react-redux': ['react-redux', 'use-sync-external-store'],
};

const WORKSPACES = /(?:^|\/)(shell|customer-app|seller-app|shared-api|shared-ui)\/src\//;
/** A remote's own sources are named after its federation name (webpack://customer/src/…). */
const FEDERATION_NAMES = { customer: 'customer-app', seller: 'seller-app', shell: 'shell' };

/** The package (or workspace, or webpack runtime) a source-map source belongs to. */
export function sourceOwner(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  const workspace = WORKSPACES.exec(source)?.[1] ?? FEDERATION_NAMES[/^webpack:\/\/(\w+)\/(?:\.\/)?src\//.exec(source)?.[1]];
  if (workspace) return workspace;
  // The glue webpack writes around concatenated modules (export getters, namespace objects).
  if (source === '.' || /^webpack:\/\/\w+\/\.$/.test(source)) return 'webpack module glue';
  // webpack://<app>/webpack/runtime/…, webpack/bootstrap and federation's generated entry modules.
  if (/webpack\/(runtime\/(consumes|sharing|embed\/federation|federation runtime|remotes)|container-entry)|\.federation|__federation/.test(source)) {
    return 'webpack federation runtime';
  }
  if (/webpack\/(runtime|bootstrap|startup|before-startup)/.test(source)) return 'webpack runtime';
  return 'other';
}

/**
 * The i18n runtime's npm packages (i18next and its React binding with their dependencies, or a
 * formatjs stack): counted as the i18n runtime in the own code's breakdown.
 */
export const I18N_PACKAGES = ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements', 'i18next-*', '@formatjs/*', 'intl-messageformat', 'react-intl', '@lingui/*'];

const REQUIRED_PATTERNS = () => Object.values(REQUIRED_LIBRARIES).flat();
const isI18nMessages = (source) => /\/(locales|messages|translations)\/[^/]+\.json$|\/locales\/|\/messages\.ts$/.test(source);
const isI18nRuntime = (source) => /(?:^|\/)src\/(?:[^/]+\/)*i18n\//.test(source) || /\/features\/preferences\/(?:[^/]+\/)*(useI18n|LanguageContext|LanguageRouter|documentLanguage)/.test(source);

/**
 * Which part of the marketplace's own code a source belongs to, for a script served by `app`
 * ('shell', 'customer', 'seller'): 'frame' (the shell and the shared-ui blocks it draws with),
 * 'page' (a remote's page with its shared-ui blocks), 'shared-api core', 'federation runtimes'
 * (webpack's runtimes and module glue in the shell and each remote entry: Module Federation needs
 * them), 'i18n runtime', 'i18n messages', 'other libraries (<names>)', 'unmapped'; or null for the
 * required libraries (not own code).
 */
export function ownCodePart(source, app) {
  const owner = sourceOwner(source ?? '');
  if (REQUIRED_PATTERNS().some((p) => matches(p, owner))) return null;
  if (I18N_PACKAGES.some((p) => matches(p, owner))) return 'i18n runtime';
  if (isI18nMessages(source ?? '')) return 'i18n messages';
  if (isI18nRuntime(source ?? '')) return 'i18n runtime';
  if (owner === 'shared-api') return 'shared-api core';
  // node_modules/.federation: the entry Module Federation's plugin generates for its runtime plugins.
  if (owner === 'webpack runtime' || owner === 'webpack module glue' || owner === '.federation') return 'federation runtimes (webpack runtime + module glue)';
  if (owner === 'shell') return 'frame (shell + shared-ui)';
  if (owner === 'shared-ui') return app === 'shell' ? 'frame (shell + shared-ui)' : 'page (remote + shared-ui)';
  if (owner === 'customer-app' || owner === 'seller-app') return 'page (remote + shared-ui)';
  if (owner === 'other') return 'unmapped (no source map)';
  return `other libraries: ${owner}`;
}

/** Generated characters per owner in one built script, from its source map (`ownerOf` names the owner of a source). */
function charactersByOwner(code, map, ownerOf = sourceOwner) {
  const lines = code.split('\n');
  const byOwner = new Map();
  const add = (source, length) => {
    const owner = ownerOf(source ?? '');
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + length);
  };
  let previous = null;
  new SourceMapConsumer(map).eachMapping((mapping) => {
    if (previous) {
      const end = mapping.generatedLine === previous.generatedLine ? mapping.generatedColumn : lines[previous.generatedLine - 1].length;
      add(previous.source, end - previous.generatedColumn);
    }
    previous = mapping;
  });
  if (previous) add(previous.source, lines[previous.generatedLine - 1].length - previous.generatedColumn);
  return byOwner;
}

/**
 * Estimated gzip bytes per owner in one built script (without a source map, all of it counts as
 * 'other', or as what `ownerOf('')` says). `ownerOf` defaults to the npm package / workspace
 * (sourceOwner); a null owner is dropped from the result but still counts in the script's whole.
 */
export function gzipByOwner({ code, mapFile, gzip, ownerOf = sourceOwner }) {
  let byOwner;
  try {
    byOwner = charactersByOwner(code, JSON.parse(readFileSync(mapFile, 'utf8')), ownerOf);
  } catch {
    byOwner = new Map([[ownerOf === sourceOwner ? 'other' : ownerOf(''), code.length]]);
  }
  const mapped = [...byOwner.values()].reduce((a, b) => a + b, 0) || 1;
  return new Map([...byOwner].filter(([owner]) => owner !== null).map(([owner, characters]) => [owner, (gzip * characters) / mapped]));
}

const consumers = new Map();
/**
 * The original source of a position in a built script (1-based line and column, as Chrome's trace
 * events give them), from the source map beside it: { source, owner, line } or null.
 */
export function originalSource(mapFile, line, column) {
  if (!consumers.has(mapFile)) {
    try {
      consumers.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
    } catch {
      consumers.set(mapFile, null);
    }
  }
  const consumer = consumers.get(mapFile);
  if (!consumer || !(line > 0)) return null;
  const at = { line, column: Math.max(0, (column ?? 1) - 1) };
  let position = consumer.originalPositionFor(at);
  // A position before the line's first mapping (a chunk's wrapper) takes the next mapping instead.
  if (!position.source) position = consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  if (!position.source) return null;
  return { source: position.source, owner: sourceOwner(position.source), line: position.line, name: position.name };
}

/** Several scripts' gzipByOwner added up (a page's first load). */
export function sumByOwner(maps) {
  const total = new Map();
  for (const map of maps) for (const [owner, bytes] of map) total.set(owner, (total.get(owner) ?? 0) + bytes);
  return total;
}

const matches = (pattern, owner) => (pattern.endsWith('*') ? owner.startsWith(pattern.slice(0, -1)) : pattern === owner);

/** The required libraries' share of a page (KB per group), and everything else's. */
export function requiredLibrariesShare(byOwner) {
  const groups = Object.entries(REQUIRED_LIBRARIES).map(([name, patterns]) => {
    let bytes = 0;
    for (const [owner, size] of byOwner) if (patterns.some((p) => matches(p, owner))) bytes += size;
    return { name, kb: bytes / 1024 };
  });
  const allRequired = Object.values(REQUIRED_LIBRARIES).flat();
  const rest = new Map([...byOwner].filter(([owner]) => !allRequired.some((p) => matches(p, owner))));
  return { groups, requiredKB: groups.reduce((s, g) => s + g.kb, 0), rest };
}
