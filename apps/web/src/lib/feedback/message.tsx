/**
 * Toasts (and once-shown secrets) in the app's theme and locale (antd's message through its hook), and the base text style antd's
 * App would give. antd's App is not used: it also brings dialogs and notifications to every page,
 * the sign-in page included.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { message, theme } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { SecretProvider } from './secret';

const MessageContext = createContext<MessageInstance | null>(null);

export function MessageProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  const { token } = theme.useToken();
  const text = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return (
    <MessageContext.Provider value={api}>
      {holder}
      <div style={text}>
        <SecretProvider>{children}</SecretProvider>
      </div>
    </MessageContext.Provider>
  );
}

/** The app's toasts: `useMessage().success(...)`. */
export function useMessage(): MessageInstance {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage needs a MessageProvider above it');
  return api;
}
