import styled from 'styled-components';
import { MoonIcon, SunIcon } from '../../icons';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { Button, uiMessages, type ButtonProps, useTranslation } from '../../core';

export type ThemeToggleProps = Omit<ButtonProps, 'onClick' | 'children'>;

// Both icons are in the markup and the page's mode (<html data-theme>, set before the first paint)
// shows one: server-rendered HTML shows the right icon in either mode, before any script runs.
const Icons = styled.span`
  display: inline-flex;
  html[data-theme='dark'] & > [data-mode='light'],
  html:not([data-theme='dark']) & > [data-mode='dark'] {
    display: none;
  }
`;

/** Switches light/dark; its name says what pressing it does. */
export function ThemeToggle({ variant = 'ghost', size = 'icon', ...rest }: ThemeToggleProps) {
  const { mode, toggle } = useThemeMode();
  const { t } = useTranslation(uiMessages);
  const label = mode === 'dark' ? t('themeToggle.toLight') : t('themeToggle.toDark');
  return (
    <Button variant={variant} size={size} aria-label={label} title={label} onClick={toggle} {...rest}>
      <Icons>
        <MoonIcon data-mode="light" />
        <SunIcon data-mode="dark" />
      </Icons>
    </Button>
  );
}
