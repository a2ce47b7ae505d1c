/** The head of a daily page: the period bar with the page's filters, then its actions (exports, links). */
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { PeriodBar } from '../period/period-bar';
import type { FilterName } from '../period/use-period';

export function PageHead({ filters, children }: { filters: readonly FilterName[]; children?: ReactNode }) {
  return (
    <Flex vertical gap={12}>
      <PeriodBar filters={filters} />
      {children && (
        <Flex wrap gap={8}>
          {children}
        </Flex>
      )}
    </Flex>
  );
}
