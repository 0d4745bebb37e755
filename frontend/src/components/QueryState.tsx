import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/offline/network-status';
import { PanelLoading, PanelMessage } from './PanelState';

/** What QueryState reads of a query (a TanStack query result, or several combined into one). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  errorTitle: string;
  errorDescription?: string;
  /** Given, an empty answer (an empty list unless `isEmpty` says otherwise) shows this line instead of the content. */
  emptyTitle?: string;
  emptyDescription?: string;
  isEmpty?: (data: T) => boolean;
  /** A screen's own placeholder (skeleton rows) instead of the spinner. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The ladder every list and panel climbs: loading, then an error with a retry, then empty, then the content. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, errorTitle, errorDescription, emptyTitle, emptyDescription, isEmpty = isEmptyList, loading, children } = props;
  const { t } = useTranslation();
  const online = useOnline();
  // An answer that replaces the placeholder is drawn as a transition: the panel's content (a whole table, a list
  // of matches) renders in slices that yield to the browser, rather than in the one long task a query's answer
  // otherwise gets, while the placeholder stays up. Answers that replace content (a refetch, a live update)
  // render at once as before.
  const settled = useDeferredValue(!query.isPending);
  if (query.isPending || !settled) return loading ?? <PanelLoading />;
  if (query.isError) {
    // Offline, what failed is what this phone never kept: the fan is told it opens once back online.
    return online ? (
      <PanelMessage kind="error" title={errorTitle} description={errorDescription} onRetry={() => void query.refetch()} />
    ) : (
      <PanelMessage kind="error" title={t('offline.notKept')} description={t('offline.notKeptHint')} />
    );
  }
  // Neither pending nor failed: the query has its data.
  const data = query.data as T;
  if (emptyTitle && isEmpty(data)) return <PanelMessage kind="empty" title={emptyTitle} description={emptyDescription} />;
  return <>{children(data)}</>;
}
