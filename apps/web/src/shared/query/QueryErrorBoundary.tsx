import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  retryText: string;
  /** Called before rendering the children again, e.g. to fetch anew. */
  onRetry: () => void;
  /** Told when the query failed, e.g. to disable a submit that needs its data. */
  onError?: () => void;
  children: ReactNode;
}

/** The error state of a screen's query: the global error effects have already toasted the message. */
export class QueryErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        icon="error"
        title={this.props.title}
        action={<Button text={this.props.retryText} onClick={this.retry} />}
      />
    );
  }
}
