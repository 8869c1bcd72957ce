import { Navigate } from 'react-router-dom';

/** /classrooms has no screen of its own: the teacher's list is /classrooms/manage. */
export default function ClassroomsPage() {
  return <Navigate to="/classrooms/manage" replace />;
}
