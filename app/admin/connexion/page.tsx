import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { site } from '@/content/site';
import { currentStaff } from '@/lib/admin/auth';
import { waitLabel } from '@/lib/admin/labels';
import type { LoginError } from '@/lib/admin/login';

export const metadata: Metadata = { title: 'Connexion' };

const messages: Record<LoginError, string> = {
  credentials: 'E-mail ou mot de passe incorrect.',
  rate: 'Trop de tentatives de connexion. Réessayez dans {wait}.',
  unavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  origin: 'La demande de connexion a été refusée. Rechargez la page et réessayez.',
};

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  // A database outage must still show the form (and its message), not an error page.
  if (await currentStaff().catch(() => undefined)) redirect('/admin/admissions');
  const error =
    typeof params.error === 'string' && params.error in messages ? (params.error as LoginError) : undefined;
  // Seconds; an address typed by hand without them gets a vaguer wait.
  const wait =
    typeof params.wait === 'string' && /^\d{1,5}$/.test(params.wait)
      ? waitLabel(Number(params.wait))
      : 'quelques minutes';
  return (
    <main className="mx-auto mt-16 max-w-sm px-4">
      <p className="text-center font-bold text-primary-800">{site.name}</p>
      <h1 className="mt-2 text-center text-2xl font-bold">Espace admissions</h1>
      {params.done === 'logout' && (
        <p role="status" className="mt-6 rounded bg-green-50 p-3 text-green-900">
          Vous êtes déconnecté.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-6 rounded bg-red-50 p-3 text-red-900">
          {messages[error].replace('{wait}', wait)}
        </p>
      )}
      <form
        method="post"
        action="/admin/session"
        className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-6 shadow"
      >
        <label className="flex flex-col gap-1">
          <span className="font-medium">E-mail</span>
          <input
            type="email"
            name="email"
            required
            autoComplete="username"
            className="rounded border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Mot de passe</span>
          <input
            type="password"
            name="password"
            required
            autoComplete="current-password"
            className="rounded border border-slate-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
        >
          Se connecter
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        Les comptes sont créés par l&apos;administrateur du site.
      </p>
    </main>
  );
}
