import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../shared/components/States';

function PageLoadError() {
  const { t } = useTranslation();
  return <ErrorPanel title={t('common.error')} onRetry={() => window.location.reload()} />;
}

/**
 * Pages load on demand: when a page's code cannot be fetched (offline, or a new deploy removed the
 * old chunks) or the page fails to render, the main area says so and offers a reload, instead of
 * leaving the screen blank; the header and footer stay.
 * `resetKey` (the path) clears the error when the player goes elsewhere.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
