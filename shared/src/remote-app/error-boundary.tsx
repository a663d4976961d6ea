import { Component, Fragment, type ReactNode } from 'react';
import { SectionUnavailable } from '@kora/shared';

interface Props {
  area: string;
  children: ReactNode;
}

/**
 * Keeps a failing area contained: its own translated message and a Retry that mounts it afresh (new
 * state, new effects), while the rest of the page, the player included, goes on.
 */
export class AreaErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.area}]`, error);
  }

  override render() {
    const { failed, attempt } = this.state;
    if (failed) return <SectionUnavailable onRetry={() => this.setState({ failed: false, attempt: attempt + 1 })} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
