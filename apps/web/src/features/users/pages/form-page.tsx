import { memberProfile, memberUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { memberResource } from '../resource';

/**
 * Edit (`/users/edit/:id`): the profile; attribution is the site's and is not edited. Members are never created
 * here: the whole profile stands in for a create body, so the form checks each field as the edit form of a
 * resource with a create does (a username cannot be emptied).
 */
export default function MemberFormPage() {
  return <ResourceForm resource={memberResource} schemas={{ create: memberProfile, update: memberUpdate }} />;
}
