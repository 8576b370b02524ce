import type { ReactNode } from 'react';
import { LoadFailed, LoadingText, Stack } from 'shared-ui';
import { WindowSwitch, type WindowSwitchProps } from './WindowSwitch';

/** What a dashboard's query answers (RTK Query's fields of the same names). */
export interface FiguresQuery<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface FiguresDashboardProps<Window extends number, Data> {
  /** The window switch above the figures. */
  windowSwitch: WindowSwitchProps<Window>;
  query: FiguresQuery<Data>;
  loadingText: string;
  /** What failed to load, shown with Retry. */
  loadFailedText: string;
  /** The figures of the chosen window, once they are in. */
  children: (data: Data) => ReactNode;
}

/**
 * A dashboard of the last 7 / 30 / 90 days: the window switch, then the window's figures, or that
 * they are loading, or that they failed to load (with Retry). Busy while another window loads.
 */
export function FiguresDashboard<Window extends number, Data>({ windowSwitch, query, loadingText, loadFailedText, children }: FiguresDashboardProps<Window, Data>) {
  const { data, isLoading, isError, isFetching, refetch } = query;
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <WindowSwitch {...windowSwitch} />
      {isLoading ? <LoadingText>{loadingText}</LoadingText> : isError || !data ? <LoadFailed message={loadFailedText} onRetry={refetch} /> : children(data)}
    </Stack>
  );
}
