/** /redirect/<path>: opens <path> again, rebuilt (the tags-view's refresh). */
import { Navigate, useLocation, useParams } from 'react-router';

export default function RedirectPage() {
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
