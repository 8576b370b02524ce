import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { LoadMore } from './LoadMore';

const texts = { label: 'Load More Orders', failedText: 'Failed to load more orders.' };
const list = (state: { hasNextPage: boolean; isFetchNextPageError?: boolean }, fetchNextPage = jest.fn()) => ({
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage,
  ...state,
});

describe.each(modes)('LoadMore (%s theme)', (mode) => {
  it('offers the next page and asks for it when pressed', async () => {
    const onLoadMore = jest.fn();
    const { container } = renderInTheme(<LoadMore list={list({ hasNextPage: true }, onLoadMore)} {...texts} />, mode);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Orders' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says a failed page as an alert and keeps the button to try again', () => {
    renderInTheme(<LoadMore list={list({ hasNextPage: true, isFetchNextPageError: true })} {...texts} />, mode);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load more orders.');
    expect(screen.getByRole('button', { name: 'Load More Orders' })).toBeEnabled();
  });

  it('shows nothing once the last page is in', () => {
    const { container } = renderInTheme(<LoadMore list={list({ hasNextPage: false })} {...texts} />, mode);
    expect(container).toBeEmptyDOMElement();
  });
});
