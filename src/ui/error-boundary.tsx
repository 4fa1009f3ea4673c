import { Component, type ComponentChildren } from 'preact';
import { type SdkText, sdkText } from '../i18n/text';

const CRASHED_TEXT: SdkText = ['内容无法显示', 'This content cannot be displayed'];

export interface ErrorBoundaryProps {
  /** The component's public name (`lib.Component`), passed to `onError` and shown in details. */
  name: string;
  /** Called once per caught render error (the embed layer reports it and opens the dialog). */
  onError(error: unknown, name: string): void;
  /**
   * What stands in for the crashed component: `'message'` a neutral line of text
   * (`data-testid="atrium-component-error"`), `'none'` nothing visible (the host draws).
   */
  fallback?: 'message' | 'none';
  children?: ComponentChildren;
}

interface State {
  error: unknown;
}

/**
 * Catches errors thrown while rendering its children: renders the fallback in their place
 * and hands the error to `onError`. Errors raised by `onError` itself are swallowed so a failing
 * reporter never breaks the host page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('render failed') };
  }

  override componentDidCatch(error: unknown): void {
    try {
      this.props.onError(error, this.props.name);
    } catch (e) {
      console.error('[atrium] error reporter failed', e);
    }
  }

  override render() {
    if (this.state.error) {
      if (this.props.fallback !== 'message') {
        return <div data-atrium-error={this.props.name} style={{ display: 'none' }} />;
      }
      return (
        <div data-atrium-error={this.props.name} data-testid="atrium-component-error" role="status">
          {sdkText('atrium.component.crashed', CRASHED_TEXT)}
        </div>
      );
    }
    return this.props.children;
  }
}
