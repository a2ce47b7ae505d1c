/**
 * What a processor's answer means for staff: success, or the error they see — in their language, saying what
 * to do next. A refusal (the processor read the call and said no) is a 409 `processor_refused`; no answer in
 * time a 504 `processor_timeout`; no answer at all (refused connection, server error) a 502
 * `processor_unavailable`. The stored answer (`processor_answer`: the text, `timeout` or `unreachable`) gives
 * the same error again to a repeat of the same click.
 */
import { AppError } from '../../platform/errors.js';

export const TIMEOUT = 'timeout';
export const UNREACHABLE = 'unreachable';

export const succeeded = (answer: string) => /^success/i.test(answer.trim());

/** The error a stored answer that is not a success gives. */
export function answerError(answer: string): AppError {
  if (answer === TIMEOUT) return new AppError(504, 'processor_timeout', 'err.processorTimeout');
  if (answer === UNREACHABLE) return new AppError(502, 'processor_unavailable', 'err.processorUnavailable');
  const refused = (key: ConstructorParameters<typeof AppError>[2]) =>
    new AppError(409, 'processor_refused', key, undefined, { answer }, { processor_answer: answer });
  if (/not active/i.test(answer)) return refused('err.processorNotActive');
  if (/mismatch/i.test(answer)) return refused('err.processorMismatch');
  if (/invalid (merchant|user|access)/i.test(answer)) return refused('err.processorCredentials');
  return refused('err.processorAnswer');
}
