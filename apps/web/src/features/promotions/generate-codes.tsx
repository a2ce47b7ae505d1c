/**
 * "Generate codes" on the promotions list (under `create-promotions`): a dialog asking how many single-use codes,
 * a prefix, and the promotions' name, window (from now, for 30 days, unless changed) and plans
 * (`POST /promotions/generate`). Once made, the codes
 * download at once as a CSV built from the answer (id and code: exactly what was made, with no second request)
 * and the list refreshes to show them.
 */
import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { promotionGenerate, type GeneratedPromotions } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { Can } from '../../lib/permissions';
import type { ActionForm, RelatedRecord } from '../../lib/resource';
import { useResourceT } from '../../lib/resource';
import { downloadCsv } from '../../lib/api/download';
import { lazyComponent } from '../../lib/lazy-component';

const ActionFormDialog = lazyComponent(() => import('../../lib/resource/action-form-dialog'));

const planName = (plan: RelatedRecord) => String(plan.name);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The window opens now and lasts 30 days unless staff change it. */
const formOf = (now: Date): ActionForm => ({
  title: 'generate.title',
  schema: promotionGenerate,
  fields: [
    { name: 'count', label: 'generate.count', valueType: 'number', help: 'generate.countHelp' },
    { name: 'prefix', label: 'generate.prefix', valueType: 'text', help: 'generate.prefixHelp' },
    { name: 'name', label: 'fields.name', valueType: 'text' },
    { name: 'startedAt', label: 'fields.startedAt', valueType: 'datetime', defaultValue: now.toISOString() },
    {
      name: 'endedAt',
      label: 'fields.endedAt',
      valueType: 'datetime',
      defaultValue: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    },
    {
      name: 'plans',
      label: 'fields.planIds',
      valueType: 'relations',
      writes: 'planIds',
      relation: { path: 'plans', labelOf: planName },
      defaultValue: [],
    },
  ],
});

/** The made codes as a CSV a spreadsheet reads (UTF-8 with its byte-order mark). */
const codesCsv = ({ data }: GeneratedPromotions) =>
  ['id,code', ...data.map((row) => `${row.id},${row.code}`)].join('\r\n') + '\r\n';

export function GenerateCodes() {
  const t = useResourceT('promotions');
  const client = useQueryClient();
  const [form, setForm] = useState<ActionForm>();
  const submit = async ({ plans = [], ...body }: Record<string, unknown>) => {
    // The plans control holds the records picked; the body names their ids.
    const planIds = (plans as Array<RelatedRecord | number>).map((plan) => (typeof plan === 'number' ? plan : plan.id));
    const payload = { ...body, planIds };
    const made = await api.post<GeneratedPromotions>('/promotions/generate', payload, { timeoutMs: 60_000 });
    downloadCsv(codesCsv(made), 'promotion-codes.csv');
    await client.invalidateQueries({ queryKey: ['promotions'] });
    return made;
  };
  return (
    <Can permission="create-promotions">
      <Button icon={<KeyOutlined />} onClick={() => setForm(formOf(new Date()))}>
        {t('generate.open')}
      </Button>
      {form && (
        <Suspense fallback={null}>
          <ActionFormDialog
            form={form}
            title={t('generate.title')}
            success={t('generate.done')}
            submit={submit}
            onClose={() => setForm(undefined)}
            t={t}
          />
        </Suspense>
      )}
    </Can>
  );
}
