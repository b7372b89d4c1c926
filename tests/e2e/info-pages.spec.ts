import { expect, test } from '@playwright/test';
import { allFaqTopics } from '@/lib/intake/faq';
import { site, telHref } from '@/content/site';
import { catalogues } from '@/messages';
import { openPage, SiteFooter } from './support/site';

const nav = catalogues.fr.Nav;

test('the FAQ answers real questions, each opening without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  const questions = allFaqTopics().flatMap((topic) => topic.questions);
  await expect(page.locator('main details')).toHaveCount(questions.length);
  for (const topic of allFaqTopics()) {
    await expect(page.getByRole('heading', { level: 2, name: topic.title.fr })).toBeVisible();
  }
  const first = questions[0]!;
  const details = page.locator(`details#${first.id}`);
  const answer = first.answer[0]!;
  const answerText = answer.kind === 'paragraph' ? answer.text.fr : answer.items[0]!.fr;
  await expect(details.getByText(answerText)).toBeHidden();
  await details.locator('summary').click();
  await expect(details.getByText(answerText)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('CAMES');
  await context.close();
});

test('the privacy policy lists what each form stores, why, for how long and whom to ask', async ({
  page,
}) => {
  await openPage(page, '/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  const admission = page.locator('section', {
    has: page.getByRole('heading', { name: "Le formulaire de demande d'admission" }),
  });
  for (const field of [
    'votre nom complet',
    'votre adresse e-mail',
    'votre numéro de téléphone',
    'votre dernier diplôme obtenu',
    'le type de formation (Licence ou Master) et la formation choisie',
    'votre message de motivation',
    "les documents que vous joignez (relevés de notes, copie du diplôme, pièce d'identité)",
    'la langue du site',
    'numéro de référence',
  ]) {
    await expect(admission, field).toContainText(field);
  }
  const contact = page.locator('section', {
    has: page.getByRole('heading', { name: 'Le formulaire de contact' }),
  });
  for (const field of [
    'votre nom',
    'votre adresse e-mail',
    "l'objet et le texte de votre message",
    'numéro de référence',
  ]) {
    await expect(contact, field).toContainText(field);
  }
  const main = page.getByRole('main');
  await expect(main).toContainText(
    "Demandes d'admission et documents joints : 24 mois après la décision de la commission d'admission ; les documents sont supprimés avec leur demande.",
  );
  await expect(main).toContainText('Messages de contact : 12 mois');
  await expect(main).toContainText(`Écrivez à ${site.email}`);
  await expect(main).toContainText('ne dépose aucun cookie de suivi ni publicitaire');
  await expect(main).toContainText('Cookie « lite » : retient votre choix du mode économie');
  await expect(main).toContainText('service worker');
  await expect(main).toContainText("brouillon du formulaire de demande d'admission");
});

test('the legal notice names the publisher, the hosting and the credits from the identity settings', async ({
  page,
}) => {
  await openPage(page, '/legal-notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  const main = page.getByRole('main');
  for (const heading of [
    'Éditeur du site',
    'Hébergement',
    'Propriété intellectuelle',
    'Responsabilité',
    'Crédits',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const fact of [site.name, site.phone, site.email, site.address.street, site.agency.name, site.url]) {
    await expect(main).toContainText(fact);
  }
  await expect(main.getByRole('link', { name: 'Lire la politique de confidentialité' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test('the accessibility statement states its target, limits, how to report and its date', async ({
  page,
}) => {
  await openPage(page, '/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibilité');
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG 2.2');
  await expect(main.getByRole('heading', { level: 2, name: 'Limites connues' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Signaler un problème' })).toBeVisible();
  await expect(main).toContainText(site.email);
  await expect(main).toContainText(/Déclaration établie le \d{2}\/\d{2}\/\d{4}\./);
});

test("'Espace étudiant' says the area is coming and how to reach the registrar, with no login", async ({
  page,
}) => {
  await openPage(page, '/student-area');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace étudiant');
  const main = page.getByRole('main');
  await expect(main).toContainText("L'espace étudiant en ligne est en préparation.");
  await expect(main.getByRole('link', { name: site.registrarEmail })).toHaveAttribute(
    'href',
    `mailto:${site.registrarEmail}`,
  );
  await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', telHref(site.phone));
  await expect(main.locator('input[type="password"], form')).toHaveCount(0);
});

test('the footer links every information page', async ({ page }) => {
  await openPage(page, '/');
  const footer = new SiteFooter(page).root;
  for (const [label, href] of [
    [nav.studentArea, '/student-area'],
    [nav.faq, '/faq'],
    [nav.legal, '/legal-notice'],
    [nav.privacy, '/privacy-policy'],
    [nav.accessibility, '/accessibility'],
    [nav.siteMap, '/site-map'],
  ] as const) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
});
