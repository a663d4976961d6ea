import { Component, type ReactNode } from 'react';
import { SectionUnavailable } from '@kora/shared';

interface Props {
  area: string;
  children: ReactNode;
}

/** Keeps a failing area contained: its own translated message and a Retry that renders it again. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.area}]`, error);
  }

  override render() {
    if (this.state.failed) return <SectionUnavailable onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
