import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../report.ts';
import { ErrorView } from './ErrorView.tsx';
import { type ErrorDetails, errorDetailsOf } from './error-details.ts';

interface State {
  details: ErrorDetails | null;
}

/** The last line of defence around the router: anything the routes did not catch ends on the error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { details: null };

  static getDerivedStateFromError(error: unknown): State {
    return { details: errorDetailsOf(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, 'fatal', this.state.details?.errorId);
    console.warn(info.componentStack);
  }

  override render() {
    const { details } = this.state;
    return details ? <ErrorView status={details.status} errorId={details.errorId} /> : this.props.children;
  }
}
