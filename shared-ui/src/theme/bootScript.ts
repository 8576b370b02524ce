import { THEME_STORAGE_KEY } from './storage';
import { darkTheme, lightTheme } from './tokens';

/**
 * Applies the stored theme to <html> (data-theme, color-scheme, background) before the first paint.
 * The shell inlines this in index.html: `<script>${themeBootScript}</script>` in <head>, so a dark-theme
 * visitor never sees a white flash while the JavaScript bundles load.
 */
export const themeBootScript = `(function(){var m='light';try{var s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(s==='dark'||s==='light')m=s;}catch(e){}var d=document.documentElement;d.dataset.theme=m;d.style.colorScheme=m;d.style.backgroundColor=m==='dark'?${JSON.stringify(
  darkTheme.colors.background,
)}:${JSON.stringify(lightTheme.colors.background)};})();`;
