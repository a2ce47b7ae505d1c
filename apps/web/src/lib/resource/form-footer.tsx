/**
 * A resource form's buttons, in a bar that stays at the bottom of the window while the form scrolls: Cancel
 * (Back on a record the admin may not change), Save, and "Save & publish" where the form offers it.
 */
import { Button } from 'antd';
import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { LinkButton } from './link-button';
import type { ResourceT } from './use-resource-t';
import styles from './resource-form.module.css';

type Props = {
  t: ResourceT;
  /** Where Cancel (or Back) goes. */
  backTo: string;
  /** The record may not be changed: Back alone. */
  locked: boolean;
  /** The submit button's label, an i18n key. */
  submitLabel: string;
  saving: boolean;
  /** Save was clicked (or Enter pressed in a field, which clicks it): a plain save follows. */
  onSave: () => void;
  /** Saves then publishes, when the form offers it. */
  onSaveAndPublish?: () => void;
};

export function FormFooter({ t, backTo, locked, submitLabel, saving, onSave, onSaveAndPublish }: Props) {
  return (
    <div className={styles.footer}>
      <LinkButton to={backTo} disabled={false}>
        {t(locked ? 'resource:actions.back' : 'resource:actions.cancel')}
      </LinkButton>
      {!locked && (
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
          {t(submitLabel)}
        </Button>
      )}
      {!locked && onSaveAndPublish && (
        <Button icon={<CloudUploadOutlined />} disabled={saving} onClick={onSaveAndPublish}>
          {t('resource:actions.saveAndPublish')}
        </Button>
      )}
    </div>
  );
}
