/**
 * Sends a profile change; the session then holds the admin as the server answered. The page's forms share the
 * version they are based on: the admin as the page opened, then as each of its saves left it. Details are saved
 * based on it, so another admin's change since is not overwritten unseen: the refusal says who changed the
 * profile and moves the version to theirs, and saving again saves over it. A password change is not a record
 * edit to compare, so it is sent without one.
 */
import { type RefObject, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type FormInstance } from 'antd';
import { isStaleVersion } from '../../lib/api/client';
import { useMessage } from '../../lib/feedback';
import { type SignedInAdmin, updateAdmin } from '../../lib/session';
import { updateProfile, type ProfileChange } from './api';
import { useFormErrors } from './use-form-errors';

export type ProfileVersion = RefObject<string>;

/** The version the profile page's saves are based on, from the admin shown when it opened. */
export const useProfileVersion = (admin: SignedInAdmin): ProfileVersion => useRef(admin.updatedAt);

export function useProfileChange(
  form: FormInstance,
  savedText: string,
  versionRef: ProfileVersion,
  { basedOnVersion }: { basedOnVersion: boolean },
) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const showErrors = useFormErrors(form);
  return useMutation({
    mutationFn: (change: ProfileChange) => updateProfile(change, basedOnVersion ? versionRef.current : undefined),
    onSuccess: (admin) => {
      versionRef.current = admin.updatedAt;
      updateAdmin(admin);
      void message.success(savedText);
    },
    onError: (error) => {
      if (isStaleVersion(error) && typeof error.details.version === 'string') {
        versionRef.current = error.details.version;
        const by = typeof error.details.changedBy === 'string' ? error.details.changedBy : t('details.someone');
        void message.error(t('details.stale', { by }));
      } else showErrors(error);
    },
  });
}
