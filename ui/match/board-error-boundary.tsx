import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  error?: Error;
}

/**
 * Around every board: a state the table cannot draw shows what went wrong and a way on,
 * never a blank page. The match itself lives on the server, so reloading loses nothing.
 */
export class BoardErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('the table failed to draw', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="page" data-testid="board-error">
        <div className="error" role="alert">
          <p>
            <strong>The table could not be drawn.</strong> The match is safe on the server: reload the page to take your seat again.
          </p>
          <p className="field__hint">What went wrong: {error.message}</p>
          <p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload
            </button>{' '}
            <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
              Try again
            </button>
          </p>
        </div>
      </div>
    );
  }
}
