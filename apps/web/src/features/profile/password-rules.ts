/** The new-password rules of the contract (spec section 5), as antd form rules. */
import type { FormRule } from 'antd';
import { passwordProblems } from '@backlot/contract';
import { tMessage } from '../../lib/i18n';

export const newPasswordRules: FormRule[] = [
  {
    validator: async (_, value: string | undefined) => {
      const [problem] = passwordProblems(value ?? '');
      if (problem) throw new Error(tMessage(problem));
    },
  },
];
