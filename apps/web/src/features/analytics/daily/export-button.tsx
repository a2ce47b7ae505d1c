/**
 * Downloads a CSV of the page's figures with the page's days and filters, for admins who may export: its
 * header in the staff's language, each column labelled as the page labels it (a measure, else a column).
 */
import { useTranslation } from 'react-i18next';
import { Can } from '../../../lib/permissions';
import { CsvDownloadButton } from '../../../lib/resource';
import type { AnalyticsQuery } from '../api';

type Props = {
  path: string;
  query: AnalyticsQuery;
  fileName: string;
  /** What it exports, a key of `exports` (`dailyRevenue`: "Export daily revenue"). */
  what: 'dailyRevenue' | 'dailyChannel' | 'campaign';
};

export function ExportButton({ path, query, fileName, what }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const labelOf = (name: string) =>
    [`metric.${name}`, `column.${name}`].flatMap((key) => (i18n.exists(key, { ns: 'analytics' }) ? [t(key)] : []))[0];
  return (
    <Can permission="export-analytics">
      <CsvDownloadButton path={path} query={query} fileName={fileName} label={t(`exports.${what}`)} labelOf={labelOf} />
    </Can>
  );
}
