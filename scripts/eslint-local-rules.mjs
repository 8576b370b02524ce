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

/** A literal that a person would read: a string, or a template with words in its fixed parts. */
function isLiteralText(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && /\p{L}/u.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => /\p{L}/u.test(quasi.value.cooked ?? quasi.value.raw));
  return false;
}

const TOAST_CALLEES = new Set(['toast', 'submitWithToasts']);
const TOAST_TEXTS = new Set(['title', 'description']);

/**
 * A toast speaks the page's language: its `title` and `description` come from the translations
 * (`t('…')`, `errorText(error, t('…'))`), never a string written in the code. Checks `toast({…})`
 * and `submitWithToasts(request, { success: {…}, failure: {…} })`.
 */
const toastTextIsTranslated = {
  meta: {
    type: 'problem',
    docs: { description: "a toast's title and description are translated (t('…')), not string literals" },
    schema: [],
    messages: {
      literal: "A toast's {{property}} is shown to people in their language: take it from the feature's messages (t('…')), not a string literal.",
    },
  },
  create(context) {
    const check = (node) => {
      if (!node) return;
      if (node.type === 'ObjectExpression') {
        for (const property of node.properties) {
          if (property.type !== 'Property') continue;
          const name = property.key.type === 'Identifier' ? property.key.name : property.key.value;
          if (TOAST_TEXTS.has(name) && isLiteralText(property.value)) context.report({ node: property.value, messageId: 'literal', data: { property: name } });
          else check(property.value);
        }
      } else if (node.type === 'ConditionalExpression') {
        check(node.consequent);
        check(node.alternate);
      }
    };
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type === 'Identifier' && TOAST_CALLEES.has(callee.name)) node.arguments.forEach(check);
      },
    };
  },
};

export const localRules = { rules: { 'hooks-folder-holds-hooks': hooksFolderHoldsHooks, 'toast-text-is-translated': toastTextIsTranslated } };
