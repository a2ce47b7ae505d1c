/**
 * A resource form's fields: one column, or, when the resource declares sections, each section under its
 * heading with its fields in two columns on a desktop (`form-layout.ts`). A field with `shownIf` follows the
 * values as they are typed.
 */
import { Fragment, type ReactNode } from 'react';
import { Col, Form, Row } from 'antd';
import type { Delegator, Language } from '@backlot/contract';
import type { FormField } from './form-fields';
import { isWide, sectionsOf, type FormSection } from './form-layout';
import { FieldItem } from './field-item';
import type { ResourceT } from './use-resource-t';
import styles from './resource-form.module.css';

type Props<T> = {
  fields: FormField<T>[];
  sections: FormSection[] | undefined;
  /** The form's name: the sections' heading ids start with it. */
  formName: string;
  record: T | undefined;
  actor: Delegator;
  t: ResourceT;
  language: Language;
};

export function FormBody<T>({ fields, sections, formName, record, actor, t, language }: Props<T>) {
  const item = ({ field, schema }: FormField<T>, cell: (node: ReactNode) => ReactNode) => {
    const shown = cell(
      <FieldItem field={field} schema={schema} t={t} language={language} readOnly={field.readOnly?.(record, actor)} />,
    );
    const { shownIf } = field;
    if (!shownIf) return <Fragment key={field.name}>{shown}</Fragment>;
    return (
      <Form.Item key={field.name} noStyle shouldUpdate>
        {({ getFieldsValue }) => (shownIf(getFieldsValue(true) as Record<string, unknown>) ? shown : null)}
      </Form.Item>
    );
  };

  if (!sections) return <>{fields.map((entry) => item(entry, (node) => node))}</>;
  return (
    <>
      {sectionsOf(fields, sections).map((section) => {
        const headingId = `${formName}-section-${section.name}`;
        return (
          <section key={section.name} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId} className={styles.heading}>
              {t(section.label)}
            </h2>
            <Row gutter={24}>
              {section.fields.map((entry) =>
                item(entry, (node) => (
                  <Col xs={24} xl={isWide(entry.field) ? 24 : 12}>
                    {node}
                  </Col>
                )),
              )}
            </Row>
          </section>
        );
      })}
    </>
  );
}
