/**
 * The language switch of the top bar and the sign-in page: a button naming the current language that opens the
 * list of languages (简体中文, 繁體中文, English), each named in its own language, whatever the UI shows.
 */
import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useMessage } from '../feedback';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@backlot/contract';
import { changeLanguage, currentLanguage } from './language';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const message = useMessage();
  const current = currentLanguage();
  /** A language's own name: read from its own texts. */
  const nameOf = (language: Language) => t(`language.${language}`, { lng: language });

  async function switchLanguage(next: Language) {
    if (next === current) return;
    await changeLanguage(next);
    void message.success(t('language.switched', { lng: next }));
  }

  const items = LANGUAGES.map((language) => ({
    key: language,
    label: <span lang={language}>{nameOf(language)}</span>,
  }));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void switchLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        lang={current}
        aria-label={`${t('language.label')}: ${nameOf(current)}`}
      >
        {nameOf(current)}
      </Button>
    </Dropdown>
  );
}
