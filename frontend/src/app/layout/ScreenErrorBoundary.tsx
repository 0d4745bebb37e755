import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuWifiOff } from 'react-icons/lu';
import { MessagePage } from '../../components/MessagePage';
import { retryFailedScreens } from '../../lib/lazy-screen';

function ScreenNotLoaded({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <MessagePage icon={<LuWifiOff />} iconColor="fg.muted" title={t('errors.screenNotLoaded.title')} text={t('errors.screenNotLoaded.text')} onRetry={onRetry} />;
}

interface Props {
  /** The address shown: going to another page starts afresh. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  failed: boolean;
}

/**
 * What a screen throws, above all its code failing to arrive (a fan offline following a link), stops here: the
 * header and footer stay, and the screen's place says so and offers a retry, instead of React unmounting the
 * whole app and leaving a blank page.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps({ pathname }: Props, state: State): State | null {
    return pathname === state.pathname ? null : { pathname, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  retry = () => {
    retryFailedScreens();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <ScreenNotLoaded onRetry={this.retry} /> : this.props.children;
  }
}
