import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeModeProvider, useThemeMode } from '../../theme/ThemeModeProvider';
import { ThemeToggle } from './ThemeToggle';

function ThemeProbe() {
  const { mode } = useThemeMode();
  return <p>mode:{mode}</p>;
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.removeAttribute('style');
});

describe('ThemeToggle', () => {
  it('switches light → dark → light, keeping the choice in localStorage "theme"', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThemeModeProvider>
        <ThemeToggle />
        <ThemeProbe />
      </ThemeModeProvider>,
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByText(/mode:dark/)).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.backgroundColor).not.toBe('');

    // Keyboard works too.
    screen.getByRole('button', { name: 'Switch to light theme' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/mode:light/)).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('a reload after choosing dark comes back dark', async () => {
    const user = userEvent.setup();
    const first = render(
      <ThemeModeProvider>
        <ThemeToggle />
      </ThemeModeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    first.unmount();
    render(
      <ThemeModeProvider>
        <ThemeToggle />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});


it('passes axe in dark mode too', async () => {
  localStorage.setItem('theme', 'dark');
  const { container } = render(
    <ThemeModeProvider>
      <ThemeToggle />
    </ThemeModeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});
