import { Navigate } from 'react-router-dom';

/** /activities has no screen of its own: the teacher's list is /activities/manage. */
export default function ActivitiesPage() {
  return <Navigate to="/activities/manage" replace />;
}
