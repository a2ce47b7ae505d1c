import { useTranslation } from 'react-i18next';
import { pickLanguage, type Language } from '@backlot/contract';

/** The UI language as the contract names it, for contract messages and bilingual labels. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return pickLanguage(i18n.language);
}
