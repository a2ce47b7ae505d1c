/** Shows a failed page (a chunk that did not load in time, a rendering error) with a reload button. */
import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function FailureNotice({ error }: { error: Error }) {
  const { t } = useTranslation('errors');
  const chunk =
    error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Flex vertical align="center" gap="middle" role="alert" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <WarningOutlined style={{ fontSize: 48, color: '#faad14' }} aria-hidden />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('failure.heading')}
      </Typography.Title>
      <Typography.Text type="secondary">{chunk ? t('failure.chunk') : t('failure.other')}</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common:reload')}
      </Button>
    </Flex>
  );
}

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null; resetKey?: string };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /** Navigating elsewhere clears the failure. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error ? <FailureNotice error={this.state.error} /> : this.props.children;
  }
}
