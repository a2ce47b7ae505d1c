/** Shows a failed page (a chunk that did not load in time, a rendering error) with a reload button. */
import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function FailureNotice({ error }: { error: Error }) {
  const { t } = useTranslation('errors');
  // Plain heading and text in antd's typography tokens: this notice is part of every page's first download.
  const { token } = theme.useToken();
  const chunk =
    error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Flex vertical align="center" gap="middle" role="alert" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <WarningOutlined style={{ fontSize: 48, color: '#faad14' }} aria-hidden />
      <h3
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {t('failure.heading')}
      </h3>
      <span style={{ color: token.colorTextSecondary }}>{chunk ? t('failure.chunk') : t('failure.other')}</span>
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
