/**
 * One field of a form (a resource's or an action's): its label, help, required mark, the contract's rules and
 * its control. A read-only field shows why beneath a disabled control and is not checked.
 */
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { Form } from 'antd';
import type { Language } from '@backlot/contract';
import type { Field } from './field';
import { contractRules, isRequired, type ContractObject } from './rules';
import { FieldInput } from './field-input';
import { valueTypes } from './value-types';
import type { ResourceT } from './use-resource-t';

/** What a form needs of a field. */
export type FormControlField = Pick<
  Field<unknown>,
  'name' | 'label' | 'valueType' | 'options' | 'input' | 'rules' | 'help' | 'defaultValue' | 'writes' | 'relation'
>;

type Props = {
  field: FormControlField;
  /** The contract's body schema the field is checked with. */
  schema: ContractObject | undefined;
  t: ResourceT;
  language: Language;
  /** Why the signed-in admin may not change it (an i18n key), or false. */
  readOnly?: string | false;
};

export function FieldItem({ field, schema, t, language, readOnly }: Props) {
  const help = readOnly || field.help;
  const type = valueTypes[field.valueType ?? 'text'];
  // A field that writes another key holds a richer value (a file record) than the contract checks (its id).
  const checks = field.writes ? [] : contractRules(schema, field.name, language);
  return (
    <Form.Item
      name={field.name}
      label={t(field.label)}
      extra={help && t(help)}
      required={
        isRequired(schema, field.writes ?? field.name) ||
        !!field.rules?.some((rule) => typeof rule === 'object' && rule.required)
      }
      rules={readOnly ? [] : [...checks, ...(type.rules?.(t) ?? []), ...(field.rules ?? [])]}
      valuePropName={type.valueProp ?? 'value'}
    >
      {fieldControl(field.input, readOnly ? true : undefined) ?? (
        <FieldInput field={field} t={t} disabled={readOnly ? true : undefined} />
      )}
    </Form.Item>
  );
}

/** A field's own control, disabled when the field is read-only for this record. */
function fieldControl(input: ReactNode, disabled: true | undefined) {
  if (!disabled || !isValidElement<{ disabled?: boolean }>(input)) return input;
  return cloneElement(input, { disabled });
}
