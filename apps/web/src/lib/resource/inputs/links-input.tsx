/** A list of links, each a platform name and a URL (a model's social links): the kit's pairs input. */
import { PairsInput, type PairsInputProps } from './pairs-input';

export type Link = { platform: string; url: string };

const LINKS = {
  keys: ['platform', 'url'],
  labels: ['resource:links.platform', 'resource:links.url'],
  placeholder: 'https://',
  add: 'resource:links.add',
  remove: 'resource:links.remove',
} as const;

export default function LinksInput(props: Omit<PairsInputProps, 'ns' | 'spec'>) {
  return <PairsInput ns="resource" spec={LINKS} {...props} />;
}
