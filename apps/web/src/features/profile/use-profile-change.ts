/** Sends a profile change; the session then holds the admin as the server answered. */
import { useMutation } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useMessage } from '../../lib/feedback';
import { updateAdmin } from '../../lib/session';
import { updateProfile, type ProfileChange } from './api';
import { useFormErrors } from './use-form-errors';

export function useProfileChange(form: FormInstance, savedText: string) {
  const message = useMessage();
  const showErrors = useFormErrors(form);
  return useMutation({
    mutationFn: (change: ProfileChange) => updateProfile(change),
    onSuccess: (admin) => {
      updateAdmin(admin);
      void message.success(savedText);
    },
    onError: showErrors,
  });
}
