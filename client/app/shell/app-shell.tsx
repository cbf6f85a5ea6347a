import { Outlet } from 'react-router';

export default function AppShell() {
  return <Outlet />;
}
