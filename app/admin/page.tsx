import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/admin/auth';

export default async function AdminHome() {
  await requireStaff();
  redirect('/admin/admissions');
}
