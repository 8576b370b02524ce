import { baseStyleSheet } from '../theme/baseStyles';

/**
 * The document's base styles (`baseStyleSheet`), which every page's head carries, for tests: React
 * puts a `<style>` with `href` and `precedence` into the head, once however many render it.
 */
export function BaseStyles() {
  return (
    <style href="base-styles" precedence="base">
      {baseStyleSheet()}
    </style>
  );
}
