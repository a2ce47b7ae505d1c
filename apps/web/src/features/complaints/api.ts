import type { Complaint as ComplaintWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Complaint = Camelize<ComplaintWire>;

export const complaintsApi = resourceApi<Complaint>('complaints');
