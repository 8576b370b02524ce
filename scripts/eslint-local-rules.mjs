// Lint rules of this repository's own conventions (registered as the `local` plugin in eslint.config.mjs).
import path from 'node:path';

/** A `hooks/` folder holds React hooks only: each module's name starts with `use`. */
const hooksFolderHoldsHooks = {
  meta: {
    type: 'suggestion',
    docs: { description: 'modules in a hooks/ folder are hooks (named use…); plain functions live beside the feature instead' },
    schema: [],
    messages: {
      notAHook: "'{{file}}' is in a hooks/ folder but is not a hook (use…): move it to the feature's folder (plain modules live there).",
    },
  },
  create(context) {
    const file = context.filename;
    const base = path.basename(file).replace(/\.(test\.)?tsx?$/, '');
    const inHooks = file.split(path.sep).includes('hooks');
    if (!inHooks || /^use[A-Z]/.test(base) || /\.test\.tsx?$/.test(file)) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'notAHook', data: { file: path.basename(file) } });
      },
    };
  },
};

export const localRules = { rules: { 'hooks-folder-holds-hooks': hooksFolderHoldsHooks } };
