import { Button } from '../Button/Button';
import { MutedText } from '../Layout/Layout';

export interface LoadMoreProps {
  /** Another page exists: the button shows. */
  hasMore: boolean;
  /** The next page is on its way: the button is busy. */
  loading: boolean;
  /** The last try to load the next page failed: said as an alert, and the button stays to try again. */
  failed: boolean;
  onLoadMore: () => void;
  /** The button's text, e.g. "Load More Orders". */
  label: string;
  /** What the alert says, e.g. "Failed to load more orders.". */
  failedText: string;
}

/** The end of a list loaded page by page: a failure of the last page, and the button for the next. */
export function LoadMore({ hasMore, loading, failed, onLoadMore, label, failedText }: LoadMoreProps) {
  return (
    <>
      {failed && <MutedText role="alert">{failedText}</MutedText>}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} busy={loading}>
          {label}
        </Button>
      )}
    </>
  );
}
