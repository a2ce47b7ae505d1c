/** zh-TW answers: the request's Traditional Chinese Accept-Language gets the zh-CN texts converted at start. */
import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, permissionLabels, translate } from '@backlot/contract';
import { startTestApp } from '../test/harness.js';
import { call } from '../test/client.js';
import { adminWith } from '../test/fixtures.js';

const app = await startTestApp();
let token: string;

beforeAll(async () => {
  ({ token } = await adminWith(app, ['create-tags', 'list-tags']));
});

describe('texts in Traditional Chinese', () => {
  it('answers a refused form with its field messages in zh-TW', async () => {
    const answer = await call(app, 'POST', '/api/tags', { token, body: {}, lang: 'zh-TW,zh;q=0.9,en;q=0.8' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(['此項為必填項。']);
    expect(answer.body.message).toBe('部分欄位無效。');
  });

  it('says a missing page is missing, for a Hong Kong or Traditional-script browser too', async () => {
    for (const lang of ['zh-TW', 'zh-Hant-HK']) {
      const answer = await call(app, 'GET', '/api/no-such-thing', { token, lang });
      expect(answer.body.message).toBe(translate('err.notFound', 'zh-TW'));
    }
  });

  it('reads composed texts part by part, with the reviewed words', () => {
    expect(inLanguage(permissionLabels(['edit-admins', 'list-tags', 'publish-videos']), 'zh-TW')).toBe(
      '編輯管理員、檢視標籤、發布影片',
    );
  });
});
