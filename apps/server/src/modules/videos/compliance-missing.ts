/** The 409 of publishing a video whose models are not all cleared: who, and why, in the request's language. */
import { translate, type Localized, LANGUAGES } from '@backlot/contract';
import { AppError } from '../../platform/errors.js';
import type { ComplianceMissing } from '../compliance/service.js';

const LIST = { en: '; ', 'zh-CN': '；' } as const;
const WHY = { en: ': ', 'zh-CN': '：' } as const;
const AND = { en: ', ', 'zh-CN': '、' } as const;

/** "Anna: no compliance record, no signed release for this video; Bella: ..." */
function described(missing: ComplianceMissing[]): Localized {
  const text = (language: keyof typeof LIST) =>
    missing
      .map(({ name, gaps }) => {
        const reasons = gaps.map((gap) => translate(`compliance.gap.${gap}`, language));
        return `${name}${WHY[language]}${reasons.join(AND[language])}`;
      })
      .join(LIST[language]);
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Localized;
}

export const complianceMissing = (missing: ComplianceMissing[]) =>
  new AppError(
    409,
    'compliance_missing',
    'err.complianceMissing',
    undefined,
    { missing: described(missing) },
    {
      missing,
    },
  );
