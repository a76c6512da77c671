import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error) => ReactNode;
  /** When it changes, a shown fallback gives way to the children again (a new address). */
  resetKey?: unknown;
  /** Told of each failure once caught (e.g. to replace a lazy component React keeps failed). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failure inside its own area: a section or a screen that cannot load, or that throws
 * while rendering, shows the fallback while the rest of the page works on. Reset it by
 * changing its key, or its `resetKey` to keep the children mounted while nothing failed.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed:', error, info.componentStack);
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
