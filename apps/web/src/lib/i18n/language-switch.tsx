/** The language switch of the top bar and the sign-in page: one button that turns to the other language. */
import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMessage } from '../feedback';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@backlot/contract';
import { changeLanguage, currentLanguage } from './language';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const message = useMessage();
  const next = LANGUAGES.find((language) => language !== currentLanguage()) ?? LANGUAGES[0];

  async function switchLanguage() {
    await changeLanguage(next);
    void message.success(t('language.switched', { lng: next }));
  }

  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      lang={next}
      aria-label={`${t('language.label')}: ${t(`language.${next}`)}`}
      onClick={() => void switchLanguage()}
    >
      {t(`language.${next}`)}
    </Button>
  );
}
