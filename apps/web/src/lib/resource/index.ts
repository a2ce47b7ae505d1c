/** The resource kit: declare a resource once; its list, form and detail pages follow. */
export { defineResource, editPathOf, listPathOf } from './resource';
export type {
  Field,
  FilterSpec,
  Option,
  Permissions,
  RelatedRecord,
  RelationPanelSpec,
  Resource,
  ValueType,
} from './resource';
export type { ActionForm, ActionSpec } from './actions';
export { nestedApi, resourceApi, useResourceMutation } from './api';
export type { ResourceApi } from './api';
export type { Camelize, ListPage, RecordBase } from './types';
export type { FormSchemas } from './rules';
export { crudRoutes, nestedRoutes } from './routes';
export { ResourceList } from './resource-list';
export { ResourceForm } from './resource-form';
export { ResourceDetail } from './resource-detail';
export { ConfirmAction } from './confirm-action';
export { LinkButton } from './link-button';
export { RemoteSelect, type RemoteSelectProps } from './remote-select';
export { PairsInput, type PairsSpec } from './inputs/pairs-input';
export type { BulkAction } from './bulk-bar';
export { useListController } from './use-list-controller';
export { useParentId, useRecord, useRecordId } from './use-record';
export { useSaveController } from './use-save-controller';
export { useResourceT, type ResourceT } from './use-resource-t';
export { useLanguage } from './use-language';
export { useAllowed } from './use-allowed';
export { formatInstant } from './display';
export { pagerTotal } from './pager';
export { formatMoney, moneyField } from './money';
export { MoneyText } from './money-text';
export { formatDuration } from './inputs/file-view';
export { commonFields } from './common-fields';
export { flagOptions, optionsOf } from './options';
export { contractFilters, pickedBy, type FilterLooks } from './contract-filters';
