import { MoonIcon, SunIcon } from '../../icons';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { Button, type ButtonProps } from '../Button/Button';

export type ThemeToggleProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** Switches light/dark; its name says what pressing it does. */
export function ThemeToggle({ variant = 'ghost', size = 'icon', ...rest }: ThemeToggleProps) {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button variant={variant} size={size} aria-label={label} title={label} onClick={toggle} {...rest}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
