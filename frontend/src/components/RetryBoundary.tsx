import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '../lib/lazy-load';

interface Props {
  /** What to show instead of the children once they failed; `retry` fetches failed code again and redraws them. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value starts afresh (AppLayout gives the address, so another page is tried anew). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  resetKey?: string;
  failed: boolean;
}

/**
 * What its children throw, above all lazily loaded code that failed to arrive (a fan offline following a link),
 * stops here with a way to retry, instead of React unmounting the whole app and leaving a blank page.
 */
export class RetryBoundary extends Component<Props, State> {
  state: State = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromProps({ resetKey }: Props, state: State): State | null {
    return resetKey === state.resetKey ? null : { resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
