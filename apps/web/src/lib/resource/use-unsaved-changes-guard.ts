/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker,
 * closing or reloading the tab through `beforeunload`. The question is a dialog of the form's own (render
 * what the hook returns): dialogs load with the pages that have forms. Leaving loses the changes for real:
 * the page is not kept alive with them (`useKeptPage`).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKeptPage } from '../routes/kept-page';

/** `dirty` is read when the user navigates, so a form that has just saved can leave at once. */
export function useUnsavedChangesGuard(dirty: () => boolean) {
  const [modal, dialogs] = Modal.useModal();
  const { t } = useTranslation('resource');
  const { discard } = useKeptPage();
  const isDirty = useRef(dirty);
  useLayoutEffect(() => {
    isDirty.current = dirty;
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty.current() && currentLocation.pathname !== nextLocation.pathname,
  );

  const latest = useRef(blocker);
  useLayoutEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.leave'),
      okButtonProps: { danger: true },
      cancelText: t('unsaved.stay'),
      onOk: () => {
        latest.current.proceed?.();
        discard();
      },
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state, modal, t, discard]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return dialogs;
}
