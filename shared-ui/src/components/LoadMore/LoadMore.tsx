import { Button, MutedText } from '../../core';

/** What LoadMore reads of a list loaded page by page: an RTK Query infinite query's result fits. */
export interface PagedList {
  /** Another page exists: the button shows. */
  hasNextPage: boolean;
  /** The next page is on its way: the button is busy. */
  isFetchingNextPage: boolean;
  /** The last try to load the next page failed: said as an alert, and the button stays to try again. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface LoadMoreProps {
  list: PagedList;
  /** The button's text, e.g. "Load More Orders". */
  label: string;
  /** What the alert says, e.g. "Failed to load more orders.". */
  failedText: string;
}

/** The end of a list loaded page by page: a failure of the last page, and the button for the next. */
export function LoadMore({ list, label, failedText }: LoadMoreProps) {
  return (
    <>
      {list.isFetchNextPageError && <MutedText role="alert">{failedText}</MutedText>}
      {list.hasNextPage && (
        <Button variant="outline" onClick={() => void list.fetchNextPage()} busy={list.isFetchingNextPage}>
          {label}
        </Button>
      )}
    </>
  );
}
