import type { Question as QuestionWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Question = Camelize<QuestionWire>;

export const questionsApi = resourceApi<Question>('questions');
