/**
 * Jest transform for `locales/<language>.json`: the same compiled messages as the webpack loader,
 * so tests render the real messages. English's text is part of the cache key (it fills a
 * language's gaps).
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { compileCatalogue, englishFileFor } = require('./compileCatalogue.cjs');

module.exports = {
  // Jest parses what a transform returns for a .json file as JSON: an ES module's shape, as data.
  process(source, file) {
    return { code: JSON.stringify({ __esModule: true, default: compileCatalogue(source, file) }) };
  },
  getCacheKey(source, file) {
    const english = englishFileFor(file);
    return createHash('sha256')
      .update(source)
      .update(english ? readFileSync(english, 'utf8') : '')
      .update(readFileSync(require.resolve('./compileCatalogue.cjs'), 'utf8'))
      .digest('hex');
  },
};
