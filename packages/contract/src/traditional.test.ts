import { describe, expect, it } from 'vitest';
import { inLanguage, pickLanguage, setTraditional, translate } from './messages.js';
import { openccConverter, traditionalConverter, withTraditional } from './traditional.js';

const toTraditional = traditionalConverter();
const openccTraditional = openccConverter();
import { TRADITIONAL_OVERRIDES } from './traditional-overrides.js';

describe('zh-TW texts', () => {
  it('keep what opencc does well for Taiwan staff', () => {
    expect(toTraditional('会员订单')).toBe('會員訂單');
    expect(toTraditional('视频')).toBe('影片');
    expect(toTraditional('服务器数据')).toBe('伺服器資料');
    expect(toTraditional('默认菜单')).toBe('預設選單');
    expect(toTraditional('登录后导出')).toBe('登入後匯出');
    expect(toTraditional('用户设置')).toBe('使用者設定');
  });

  it('apply the reviewed overrides, phrase before word', () => {
    expect(toTraditional('已发布')).toBe('已發布');
    expect(toTraditional('您的账号没有此页面的权限')).toBe('您的帳號沒有此頁面的權限');
    expect(toTraditional('没有访问权限')).toBe('沒有存取權限');
    expect(toTraditional('套餐类型')).toBe('方案類型');
    expect(toTraditional('请使用货币代码')).toBe('請使用貨幣代碼');
  });

  it.each(TRADITIONAL_OVERRIDES)('$cn: opencc still makes $generated, we show $chosen', (entry) => {
    expect(openccTraditional(entry.cn)).toBe(entry.generated);
    expect(toTraditional(entry.cn)).toBe(entry.chosen);
  });

  it('add zh-TW to texts written in zh-CN and en, deeply', () => {
    expect(withTraditional({ en: { a: ['Video'] }, 'zh-CN': { a: ['视频'] } }, toTraditional)).toEqual({
      en: { a: ['Video'] },
      'zh-CN': { a: ['视频'] },
      'zh-TW': { a: ['影片'] },
    });
  });

  it('reach translate once the converter is registered', () => {
    setTraditional(toTraditional);
    expect(translate('msg.invalidEmail', 'zh-TW')).toBe('電子郵件地址無效。');
    expect(inLanguage({ en: 'Tags', 'zh-CN': '标签' }, 'zh-TW')).toBe('標籤');
    expect(inLanguage({ en: 'Tags', 'zh-CN': '标签', 'zh-TW': '標記' }, 'zh-TW')).toBe('標記');
  });

  it('are what a Traditional Chinese Accept-Language asks for', () => {
    expect(pickLanguage('zh-TW,zh;q=0.9')).toBe('zh-TW');
    expect(pickLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(pickLanguage('zh-CN')).toBe('zh-CN');
    expect(pickLanguage('zh')).toBe('zh-CN');
  });
});
