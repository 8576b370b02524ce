import { screen } from '@testing-library/react';
import { modes, renderInTheme } from '../../test/render';
import { OrderStatusBadge } from './OrderStatusBadge';

describe.each(modes)('OrderStatusBadge (%s)', (mode) => {
  it.each([
    ['pending', 'Pending'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
  ] as const)('shows %s as %s', (status, label) => {
    renderInTheme(<OrderStatusBadge status={status} />, mode);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
