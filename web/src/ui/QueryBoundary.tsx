import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { userMessage } from '../platform/relay/errors';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: (error: unknown, retry: () => void) => ReactNode;
  onReset?: () => void;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }
  retry = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };
  render() {
    if (this.state.error) {
      return this.props.fallback ? this.props.fallback(this.state.error, this.retry) : <ErrorState error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" gap="2" p="4" role="status" aria-live="polite">
      <Spinner />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}

export function ErrorState({ error, onRetry, title = 'Could not load this screen' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Callout.Root color="red" role="alert" m="2">
      <Callout.Text>
        <strong>{title}.</strong> {userMessage(error)}
      </Callout.Text>
      {onRetry && (
        <Flex>
          <Button size="1" variant="soft" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Flex>
      )}
    </Callout.Root>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Flex p="4" justify="center">
      <Text color="gray">{children}</Text>
    </Flex>
  );
}

/** Suspense plus error boundary: every screen's loading and error states. */
export function QueryBoundary({ children, loadingLabel, onReset }: { children: ReactNode; loadingLabel?: string; onReset?: () => void }) {
  return (
    <ErrorBoundary onReset={onReset}>
      <Suspense fallback={<LoadingState label={loadingLabel} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
