/**
 * The content calendar: a month or a week of what goes live or ends, each kind the admin may list. An item not yet
 * live moves by dragging it to another day (same time of day) or by picking a time in its details; the move is
 * its own resource's write, checked and audited there, and the calendar reads again.
 */
import { useMemo, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Segmented, Space, Typography } from 'antd';
import { useScreens } from '../../lib/use-screens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../lib/api/use-read';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api/form-errors';
import { useMessage } from '../../lib/feedback';
import { useCan } from '../../lib/permissions';
import { useLanguage } from '../../lib/resource';
import { errorText } from '../../lib/resource/use-save-controller';
import { recordPageOf, useAccessibleRoutes } from '../../lib/routes';
import {
  CALENDAR_KEY,
  calendarItems,
  type Mark,
  marksOf,
  moveMark,
  MOVE_PERMISSION,
  RESOURCE_OF,
  stillAhead,
} from './api';
import { CalendarGrid } from './calendar-grid';
import { type CalendarView, dayKey, daysShown, stepped } from './days';
import { ItemChip, markId } from './item-chip';
import { KIND_COLORS } from './looks';
import styles from './calendar.module.css';

export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  const message = useMessage();
  const client = useQueryClient();
  const can = useCan();
  const routes = useAccessibleRoutes();
  const wide = useScreens().md;
  const pageOf = useMemo(
    () => new Map(Object.entries(RESOURCE_OF).map(([kind, resource]) => [kind, recordPageOf(routes, resource)])),
    [routes],
  );
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => dayjs());
  const days = daysShown(view, anchor);
  // Days are asked in the reporting zone and shown in the browser's: one more each side covers the difference.
  const from = dayKey(days[0]!.subtract(1, 'day'));
  const to = dayKey(days[days.length - 1]!.add(1, 'day'));
  const { data } = useRead({ queryKey: [...CALENDAR_KEY, from, to], queryFn: () => calendarItems(from, to) });
  const move = useMutation({
    mutationFn: ({ mark, at }: { mark: Mark; at: string }) => moveMark(mark, at),
    onSuccess: (_, { mark }) => {
      message.success(t('moved'));
      void client.invalidateQueries({ queryKey: CALENDAR_KEY });
      void client.invalidateQueries({ queryKey: [RESOURCE_OF[mark.item.kind]] });
    },
    onError: (error) => {
      const fields = Object.values(fieldErrorsOf(error)).flatMap((messages) => messages?.slice(0, 1) ?? []);
      message.error(t('moveFailed', { reason: fields.length ? fields.join(' ') : errorText(error, '') }));
    },
  });
  const onMove = (mark: Mark, at: string) => move.mutate({ mark, at });
  const title =
    view === 'month'
      ? anchor.toDate().toLocaleDateString(language, { year: 'numeric', month: 'long' })
      : `${days[0]!.toDate().toLocaleDateString(language, { dateStyle: 'medium' })} – ${days[6]!
          .toDate()
          .toLocaleDateString(language, { dateStyle: 'medium' })}`;
  const renderMark = (mark: Mark) => (
    <ItemChip
      key={markId(mark)}
      mark={mark}
      href={pageOf.get(mark.item.kind)?.(mark.item.id)}
      movable={can(MOVE_PERMISSION[mark.item.kind]) && stillAhead(mark)}
      draggable={wide}
      moving={move.isPending && move.variables?.mark === mark}
      onMove={onMove}
    />
  );
  return (
    <Card title={t('title')}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('intro')}
        </Typography.Paragraph>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Space wrap>
            <Button
              icon={<LeftOutlined />}
              aria-label={t(`previous.${view}`)}
              onClick={() => setAnchor(stepped(view, anchor, -1))}
            />
            <Button onClick={() => setAnchor(dayjs())}>{t('today')}</Button>
            <Button
              icon={<RightOutlined />}
              aria-label={t(`next.${view}`)}
              onClick={() => setAnchor(stepped(view, anchor, 1))}
            />
            <Typography.Title level={5} style={{ margin: 0 }} aria-live="polite">
              {title}
            </Typography.Title>
          </Space>
          <Segmented<CalendarView>
            value={view}
            onChange={setView}
            options={[
              { value: 'month', label: t('views.month') },
              { value: 'week', label: t('views.week') },
            ]}
          />
        </Flex>
        <Space wrap size={12}>
          {Object.entries(KIND_COLORS).map(([kind, color]) => (
            <span key={kind}>
              <span className={styles.legend} style={{ background: color }} aria-hidden="true" />
              {t(`kinds.${kind}`)}
            </span>
          ))}
        </Space>
        {data?.truncated && <Alert type="warning" showIcon title={t('truncated')} />}
        <CalendarGrid
          days={days}
          month={view === 'month' ? anchor.month() : undefined}
          marks={marksOf(data?.data ?? [])}
          renderMark={renderMark}
          onMove={onMove}
        />
      </Flex>
    </Card>
  );
}
