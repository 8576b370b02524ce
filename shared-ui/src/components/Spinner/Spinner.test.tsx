import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Spinner } from './Spinner';

describe.each(modes)('Spinner (%s theme)', (mode) => {
  it('with a label it is an announced status', async () => {
    const { container } = renderInTheme(<Spinner label="Checking your session" />, mode);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('without a label it is hidden from assistive tech', () => {
    const { container } = renderInTheme(<Spinner />, mode);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
