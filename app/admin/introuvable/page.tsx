import { notFound } from 'next/navigation';

/**
 * What the proxy serves for a staff address that cannot be decoded (lib/admin/guard.ts): the staff
 * area's « Introuvable » page, with status 404. A static route, so that Next.js reads no parameter
 * from the undecodable address.
 */
export default function UndecodableAddress() {
  notFound();
}
