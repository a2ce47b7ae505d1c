import { useShowSecret } from '../feedback';
import { recordTitle, type Resource } from './resource';
import type { RecordBase } from './types';
import type { ResourceT } from './use-resource-t';

/**
 * What to do with a write's answer: when the resource declares a once-answered `secret` and the answer
 * carries it, show it. Every write of the kit (create, declared actions) passes its answer through this.
 */
export function useRevealSecret<T extends RecordBase>(
  resource: Pick<Resource<T>, 'secret' | 'titleOf'>,
  t: ResourceT,
): (answer: T) => void {
  const show = useShowSecret();
  return (answer) => {
    const { secret } = resource;
    const value = secret && answer[secret.field];
    if (!secret || typeof value !== 'string' || !value) return;
    show({
      title: t(secret.title, { name: recordTitle(resource, answer) }),
      hint: t(secret.hint),
      value,
      also: secret.also && { label: t(secret.also.label), value: secret.also.value(value, answer) },
    });
  };
}
