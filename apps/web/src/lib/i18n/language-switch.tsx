/**
 * The language switch of the top bar and the sign-in page: a button naming the current language that opens the
 * list of languages (简体中文, 繁體中文, English), each named in its own language, whatever the UI shows. A
 * popover of plain buttons rather than antd's Dropdown, whose menu would add ~19 KB to the sign-in page.
 */
import { TranslationOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useMessage } from '../feedback';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@backlot/contract';
import { changeLanguage, currentLanguage } from './language';

/** A language's own name: read from its own texts. */
const ownName = (t: TFunction, language: Language) => t(`language.${language}`, { lng: language });

/** The languages, each named in its own language; the one shown is pressed. */
export function LanguageList({ current, onPick }: { current: Language; onPick: (language: Language) => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="group" aria-label={t('language.label')} style={{ display: 'flex', flexDirection: 'column' }}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          type={language === current ? 'link' : 'text'}
          aria-pressed={language === current}
          lang={language}
          style={{ justifyContent: 'flex-start' }}
          onClick={() => onPick(language)}
        >
          {ownName(t, language)}
        </Button>
      ))}
    </div>
  );
}

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const message = useMessage();
  const [open, setOpen] = useState(false);
  const current = currentLanguage();

  async function switchLanguage(next: Language) {
    setOpen(false);
    if (next === current) return;
    await changeLanguage(next);
    void message.success(t('language.switched', { lng: next }));
  }

  return (
    <Popover
      content={<LanguageList current={current} onPick={(language) => void switchLanguage(language)} />}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        lang={current}
        aria-label={`${t('language.label')}: ${ownName(t, current)}`}
        aria-expanded={open}
      >
        {ownName(t, current)}
      </Button>
    </Popover>
  );
}
