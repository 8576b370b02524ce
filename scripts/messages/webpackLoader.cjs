/**
 * Webpack loader for `locales/<language>.json` (rule in messagesRule below): the file as an ES
 * module whose default export is its compiled messages (compileCatalogue.cjs). Each file stays a
 * chunk of its own where a feature imports it dynamically.
 */
const { compileCatalogue, englishFileFor } = require('./compileCatalogue.cjs');

module.exports = function messagesLoader(source) {
  const english = englishFileFor(this.resourcePath);
  if (english) this.addDependency(english);
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(source, this.resourcePath)))});`;
};

/** The rule every app's browser and server builds use. */
module.exports.messagesRule = () => ({
  test: /[\\/]locales[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: { loader: __filename },
});
