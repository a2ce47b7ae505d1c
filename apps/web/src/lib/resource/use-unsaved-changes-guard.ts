/**
 * Asks before leaving a form with unsaved changes: the app's one leave guard (`lib/routes/leave-guard.tsx`)
 * holds the navigation and this form asks, in a dialog of its own (render what the hook returns): dialogs load
 * with the pages that have forms. Leaving loses the changes for real: the page is not kept alive with them
 * (`useKeptPage`).
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGuardedForm, useKeptPage } from '../routes';

/** `dirty` is read when the user navigates, so a form that has just saved can leave at once. */
export function useUnsavedChangesGuard(dirty: () => boolean) {
  const [modal, dialogs] = Modal.useModal();
  const { t } = useTranslation('resource');
  const { discard } = useKeptPage();
  // A page kept alive sees the location it was left at: its own path.
  const { pathname } = useLocation();
  const isDirty = useRef(dirty);
  useLayoutEffect(() => {
    isDirty.current = dirty;
  });

  const form = useMemo(
    () => ({
      dirty: () => isDirty.current(),
      ask: (leave: () => void, stay: () => void) =>
        modal.confirm({
          title: t('unsaved.title'),
          content: t('unsaved.content'),
          okText: t('unsaved.leave'),
          okButtonProps: { danger: true },
          cancelText: t('unsaved.stay'),
          onOk: () => {
            leave();
            discard();
          },
          onCancel: stay,
        }),
    }),
    [modal, t, discard],
  );
  useGuardedForm(pathname, form);
  return dialogs;
}
