/**
 * A feature's message file (`locales/<language>.json`, a JSON tree of ICU MessageFormat strings)
 * compiled at build time into Lingui's compiled form, flattened to `{ "a.b.c": compiled }`, so the
 * browser ships no message compiler. A key the language lacks takes English's message (the sibling
 * en.json): a page shows English for that one string, never a key (the catalogue test reports the
 * gap). An invalid message fails the build, naming the file and the key.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flattenTree(tree, prefix = '', into = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[id] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) flattenTree(value, id, into);
    else throw new Error(`"${id}" is neither a message nor a group of messages`);
  }
  return into;
}

function compileFlat(flat, file) {
  const compiled = {};
  for (const [id, message] of Object.entries(flat)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not valid ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}

/** The English file beside a language's file, if that file is not English itself. */
function englishFileFor(file) {
  const english = path.join(path.dirname(file), 'en.json');
  return path.resolve(english) !== path.resolve(file) && existsSync(english) ? english : undefined;
}

/** `source` is the file's text; `file` its path (for English and for error messages). */
function compileCatalogue(source, file) {
  const own = flattenTree(JSON.parse(source));
  const englishFile = englishFileFor(file);
  const english = englishFile ? flattenTree(JSON.parse(readFileSync(englishFile, 'utf8'))) : {};
  return compileFlat({ ...english, ...own }, file);
}

module.exports = { compileCatalogue, englishFileFor, flattenTree };
