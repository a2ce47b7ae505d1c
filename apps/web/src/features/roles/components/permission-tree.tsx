/**
 * The permission catalogue as a checkable tree, one branch per group, labels in the UI language.
 * A form control: `value` and `onChange` carry the permission names. A permission the signed-in admin does not
 * hold cannot be checked or unchecked (an admin grants only what it holds).
 */
import { useContext, useMemo } from 'react';
import { Spin, Tree, type TreeDataNode } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useRead } from '../../../lib/api/use-read';
import type { Language } from '@backlot/contract';
import { useDelegator } from '../../../lib/permissions';
import { useLanguage, useResourceT } from '../../../lib/resource';
import { permissionCatalogueOptions } from '../api';

type Label = { en: string; zhCn: string };
type Props = { value?: string[]; onChange?: (value: string[]) => void; id?: string };

const GROUP = 'group:';
const labelIn = (language: Language) => (label: Label) => (language === 'en' ? label.en : label.zhCn);

export function PermissionTree({ value = [], onChange, id }: Props) {
  const t = useResourceT('roles');
  const language = useLanguage();
  const disabled = useContext(DisabledContext);
  const { permissions: mine } = useDelegator();
  const { data } = useRead(permissionCatalogueOptions);

  const treeData = useMemo<TreeDataNode[]>(() => {
    const held = new Set(value);
    const text = labelIn(language);
    return (data?.groups ?? []).map((group) => {
      const count = group.permissions.filter((p) => held.has(p.name)).length;
      return {
        key: `${GROUP}${group.name}`,
        title: `${text(group.label)} (${count}/${group.permissions.length})`,
        children: group.permissions.map((p) => ({
          key: p.name,
          title: text(p.label),
          disableCheckbox: !mine.has(p.name),
        })),
      };
    });
  }, [data, value, language, mine]);

  if (!data) return <Spin />;
  return (
    <div id={id} role="group" aria-label={t('fields.permissions')}>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        treeData={treeData}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(keys.map(String).filter((key) => !key.startsWith(GROUP)));
        }}
      />
    </div>
  );
}
