/** A failed request of a form: the server's field messages on their fields (first each), anything else as a toast. */
import type { FormInstance } from 'antd';
import { formFieldErrors } from '../../lib/api/form-errors';
import { useMessage } from '../../lib/feedback';

export function useFormErrors(form: FormInstance) {
  const message = useMessage();
  return (error: Error) => {
    const fields = formFieldErrors(error);
    if (fields.length > 0) form.setFields(fields);
    else void message.error(error.message);
  };
}
