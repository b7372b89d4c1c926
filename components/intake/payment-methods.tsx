import { getTranslations } from 'next-intl/server';
import { Banknote } from '@/components/ui/icons';
import { allPaymentMethods } from '@/content/payment';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';

/** The admissions page's "how to pay": bank transfer, mobile money and the cash desk, with their details. */
export async function PaymentMethods({ locale }: { locale: Locale }) {
  const t = await getTranslations('Intake');
  const c = await getTranslations('Campus');
  return (
    <section id="payment" aria-labelledby="payment-title" className="scroll-mt-28">
      <h2 id="payment-title" className="flex items-center gap-3 text-2xl font-bold text-primary-900">
        <Banknote aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
        {t('paymentTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('paymentLead')}</p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {allPaymentMethods().map((method) => (
          <li
            key={method.id}
            data-payment={method.id}
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-bold text-primary-900">{method.name[locale]}</h3>
            <p className="mt-2 text-sm text-slate-800">{method.how[locale]}</p>
            {method.details.length > 0 && (
              <dl className="mt-4 space-y-2 text-sm">
                {method.details.map((detail) => (
                  <div key={detail.label.fr}>
                    <dt className="font-semibold text-slate-600">{detail.label[locale]}</dt>
                    <dd className="font-mono break-words text-slate-900">
                      {typeof detail.value === 'string' ? detail.value : detail.value[locale]}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {method.id === 'cash-desk' && (
              <p className="mt-4 text-sm">
                <a
                  href={`${getPathname({ locale, href: '/contact' })}#campus`}
                  className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
                >
                  {c('howToGetThere')}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
