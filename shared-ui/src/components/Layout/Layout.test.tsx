import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { themes } from '../../theme/tokens';
import { MutedText, Page, PageTitle, Row, Stack } from './Layout';

describe.each(modes)('Layout (%s theme)', (mode) => {
  it('gives a page with one h1 and spaced stacks and rows', async () => {
    const { container } = renderInTheme(
      <Page>
        <PageTitle>Store Orders</PageTitle>
        <Stack $gap={6} data-testid="stack">
          <MutedText>2 pending</MutedText>
          <Row $justify="space-between" data-testid="row">
            <span>Order #1</span>
            <span>Order #2</span>
          </Row>
        </Stack>
      </Page>,
      mode,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Store Orders' })).toBeInTheDocument();
    const stack = getComputedStyle(screen.getByTestId('stack'));
    expect(stack.flexDirection).toBe('column');
    expect(stack.gap).toBe(themes[mode].space[6]);
    expect(getComputedStyle(screen.getByTestId('row')).justifyContent).toBe('space-between');
    expect(getComputedStyle(container.firstElementChild as Element).maxWidth).toBe(themes[mode].sizes.page);
    expect(await axe(container)).toHaveNoViolations();
  });
});
