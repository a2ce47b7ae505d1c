/** The 409 of publishing a video whose models are not all cleared: who, and why, in the request's language. */
import { inLanguage, type Language, translate, type Localized, LANGUAGES } from '@backlot/contract';
import { AppError } from '../../platform/errors.js';
import { registerTexts } from '../../platform/traditional.js';
import type { ComplianceMissing } from '../compliance/service.js';

const { LIST, WHY, AND } = registerTexts({
  LIST: { en: '; ', 'zh-CN': '；' },
  WHY: { en: ': ', 'zh-CN': '：' },
  AND: { en: ', ', 'zh-CN': '、' },
});

/** "Anna: no compliance record, no signed release for this video; Bella: ..." */
function described(missing: ComplianceMissing[]): Localized {
  const text = (language: Language) =>
    missing
      .map(({ name, gaps }) => {
        const reasons = gaps.map((gap) => translate(`compliance.gap.${gap}`, language));
        return `${name}${inLanguage(WHY, language)}${reasons.join(inLanguage(AND, language))}`;
      })
      .join(inLanguage(LIST, language));
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
