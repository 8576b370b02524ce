import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { i18n } from '../../core';
import { modes, renderInTheme } from '../../test/render';
import { LoadFailed } from './LoadFailed';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe.each(modes)('LoadFailed (%s theme)', (mode) => {
  it('announces what failed and tries again when asked', async () => {
    const onRetry = jest.fn();
    const { container } = renderInTheme(<LoadFailed message="Failed to load the reports." onRetry={onRetry} />, mode);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the reports.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});

it('says Retry in the page\'s language', async () => {
  renderInTheme(<LoadFailed message="x" onRetry={() => undefined} />, modes[0]);
  await act(() => i18n.changeLanguage('ja'));
  expect(await screen.findByRole('button', { name: '再試行' })).toBeVisible();
});
