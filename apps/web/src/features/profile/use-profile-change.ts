/** Sends a profile change; the session then holds the admin as the server answered. */
import { useMutation } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useMessage } from '../../lib/feedback';
import { formFieldErrors } from '../../lib/api/form-errors';
import { updateAdmin } from '../../lib/session';
import { updateProfile, type ProfileChange } from './api';

export function useProfileChange(form: FormInstance, savedText: string) {
  const message = useMessage();
  return useMutation({
    mutationFn: (change: ProfileChange) => updateProfile(change),
    onSuccess: (admin) => {
      updateAdmin(admin);
      void message.success(savedText);
    },
    onError: (error) => {
      const fields = formFieldErrors(error);
      if (fields.length > 0) form.setFields(fields);
      else void message.error(error.message);
    },
  });
}
