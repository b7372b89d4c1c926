// The editing screen's description of the site's content files (Keystatic, /keystatic): which
// folder holds what, each field's label and help in French, both languages side by side and both
// required. The build reads the same files (scripts/lib/content-news.mjs) and checks them again
// with its own schema: a file changed by hand is held to the same rules.
import {
  collection,
  config,
  fields,
  singleton,
  type BasicFormField,
  type ComponentSchema,
  type FormFieldStoredValue,
  type LocalConfig,
  type GitHubConfig,
} from '@keystatic/core';
import { createElement } from 'react';
import { defaultLocale, locales, type Locale } from './i18n/locales';
import compiledProgrammes from './content/.compiled/programmes.json' with { type: 'json' };
import {
  departmentOptions,
  eventKindOptions,
  aidOptions,
  galleryCategoryOptions,
  mentionOptions,
  paymentMethodOptions,
  programmeIconOptions,
  programmeLevelOptions,
  programmeTypeOptions,
} from './content/editing-options';
import { newsCategoryOptions, newsPlaceholderHelp } from './content/news-fields';

/**
 * Where saves go: the files of the clone the server runs from (`local`, the default), or commits
 * to a GitHub repository « owner/name » (KEYSTATIC_GITHUB_REPO, read by the server at each request
 * and handed to the page), for bundle and container deployments (docs/deployment.md).
 */
function storageOf(githubRepo: string | undefined): LocalConfig['storage'] | GitHubConfig['storage'] {
  return githubRepo && /^[\w.-]+\/[\w.-]+$/.test(githubRepo)
    ? { kind: 'github', repo: githubRepo as `${string}/${string}` }
    : { kind: 'local' };
}

const required = { isRequired: true } as const;

/** The languages as the editing screen (in French) names them in its labels. */
const languageWords: Record<Locale, string> = { fr: 'français', en: 'anglais', ar: 'arabe' };

/** One field per language, keyed by its code, in the order of the site's locales. */
function perLocale<F>(field: (locale: Locale) => F): Record<Locale, F> {
  return Object.fromEntries(locales.map((locale) => [locale, field(locale)])) as Record<Locale, F>;
}

/** One text in every language, side by side, each required. */
function bilingual(label: string, description: string, { multiline = false, max = 300 } = {}) {
  return fields.object(
    perLocale((locale) =>
      fields.text({
        label: `${label} (${languageWords[locale]})`,
        multiline,
        validation: { isRequired: true, length: { min: 1, max } },
      }),
    ),
    { label, description, layout: locales.map(() => 12 / locales.length) as (4 | 6 | 12)[] },
  );
}

type Texts = Record<Locale, string>;
const noTexts = (): Texts => perLocale(() => '');

/**
 * An optional text in every language: all, or none, in which case the file leaves the key
 * out (an object field would write `{}`, which the schema refuses).
 */
function optionalBilingual(label: string, description: string, max = 300): BasicFormField<Texts> {
  const inputs = perLocale((locale) =>
    fields.text({
      label: `${label} (${languageWords[locale]})`,
      multiline: true,
      validation: { length: { max } },
    }),
  );
  const requiredInputs = perLocale((locale) =>
    fields.text({
      label: `${label} (${languageWords[locale]})`,
      validation: { isRequired: true, length: { min: 1, max } },
    }),
  );
  const parse = (value: FormFieldStoredValue): Texts => {
    if (value === undefined) return noTexts();
    const stored = value as Record<string, unknown>;
    if (!locales.every((locale) => typeof stored[locale] === 'string'))
      throw new Error(`${label}: ${locales.join(', ')} must be texts`);
    return perLocale((locale) => stored[locale] as string);
  };
  const anyText = (value: Texts) => locales.some((locale) => value[locale].trim());
  const validate = (value: Texts) => {
    if (anyText(value))
      for (const locale of locales) requiredInputs[locale].validate(value[locale], undefined);
    return value;
  };
  return {
    kind: 'form',
    label,
    Input: (props) =>
      createElement(
        'div',
        { role: 'group', 'aria-label': label },
        createElement('div', { style: { fontWeight: 600, fontSize: 16, margin: '0 0 4px' } }, label),
        createElement('p', { style: { margin: '0 0 12px', fontSize: 14, opacity: 0.8 } }, description),
        createElement(
          'div',
          { style: { display: 'grid', gridTemplateColumns: `repeat(${locales.length}, 1fr)`, gap: 16 } },
          ...locales.map((locale, index) =>
            createElement(inputs[locale].Input, {
              key: locale,
              value: props.value[locale],
              onChange: (text: string) => props.onChange({ ...props.value, [locale]: text }),
              autoFocus: index === 0 ? props.autoFocus : false,
              forceValidation: props.forceValidation,
            }),
          ),
        ),
      ),
    defaultValue: noTexts,
    parse,
    serialize: (value) => ({ value: anyText(value) ? { ...value } : undefined }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/** The help of the texts the pages show as paragraphs and lists (Markdown in the YAML files). */
const markdownHelp =
  "Des paragraphes, séparés par une ligne vide, et des listes dont chaque point est une ligne commençant par « - » (tiret puis espace), séparées du texte par une ligne vide. Rien d'autre : ni titre, ni liste numérotée, ni gras.";

/** A multi-paragraph text in both languages (Markdown: paragraphs and « - » lists only). */
function bilingualProse(label: string, description: string, max = 4000) {
  return bilingual(label, `${description} ${markdownHelp}`, { multiline: true, max });
}

/** Lower case letters without accents, digits and hyphens: file names and identifiers. */
const slugPattern = {
  regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  message: 'Lettres minuscules sans accent, chiffres et tirets seulement.',
};

/**
 * The name of an entry's file (content/<folder>/<name>.yaml), as a collection's slug field: a
 * plain text field as slugField is the file's name and writes no key into the file, which suits
 * the files whose schema has no key for it.
 */
function fileName(description: string) {
  return fields.text({
    label: 'Identifiant',
    description: `${description} Lettres minuscules sans accent, chiffres et tirets : c'est le nom du fichier ; le changer renomme le fichier.`,
    validation: { length: { min: 1, max: 80 }, pattern: slugPattern },
  });
}

/** Where an entry comes in its list. */
function orderField(description: string) {
  return fields.integer({
    label: 'Ordre',
    description: `${description} Les plus petits nombres viennent en premier ; laissez des écarts (10, 20, 30…) pour pouvoir intercaler.`,
    validation: { isRequired: true, min: 0 },
  });
}

/**
 * A select whose « none » choice writes nothing: the files leave such a key out rather than
 * giving it an empty value.
 */
function optionalSelect<T extends string>(
  label: string,
  description: string,
  options: readonly { label: string; value: T }[],
  noneLabel: string,
) {
  const field = fields.select<{ label: string; value: T | '' }>({
    label,
    description,
    options: [{ label: noneLabel, value: '' }, ...options],
    defaultValue: '',
  });
  return { ...field, serialize: (value: T | '') => ({ value: value === '' ? undefined : value }) };
}

/** A multiselect whose empty choice writes nothing (the key is then absent from the file). */
function optionalMultiselect<T extends string>(
  label: string,
  description: string,
  options: readonly { label: string; value: T }[],
) {
  const field = fields.multiselect<{ label: string; value: T }>({ label, description, options });
  return {
    ...field,
    serialize: (value: readonly T[]) => ({ value: value.length ? value : undefined }),
  };
}

/** A box that writes the key only when ticked. */
function optionalCheckbox(label: string, description: string) {
  const field = fields.checkbox({ label, description });
  return { ...field, serialize: (value: boolean) => ({ value: value || undefined }) };
}

/** An amount in FCFA. */
function amount(label: string, description: string) {
  return fields.integer({ label, description, validation: { isRequired: true, min: 0 } });
}

/** Prose: paragraphs and lists, nothing else the pages would have to show. */
const proseOptions = {
  bold: false,
  italic: false,
  strikethrough: false,
  code: false,
  heading: [],
  blockquote: false,
  orderedList: true,
  unorderedList: true,
  table: false,
  link: false,
  image: false,
  divider: false,
  codeBlock: false,
} as const;

/** One YAML file the screen edits as a form (the calendar, the fees…). */
function yamlSingleton<Schema extends Record<string, ComponentSchema>>(
  label: string,
  path: string,
  schema: Schema,
) {
  return singleton({ label, path, format: { data: 'yaml' }, entryLayout: 'form', schema });
}

/** A member of the leadership as the « Direction » page shows them: name, role, photo and texts. */
function leader(label: string) {
  return fields.object(
    {
      name: fields.text({
        label: 'Nom',
        description: "Tel qu'il doit paraître, titre compris, le même dans les deux langues.",
        validation: { isRequired: true, length: { min: 1, max: 120 } },
      }),
      role: bilingual('Fonction', 'Sous le nom, par exemple « Recteur ».', { max: 160 }),
      photo: fields.image({
        label: 'Photo',
        description: "Un portrait (JPG, PNG ou WebP) d'au moins 800 pixels de large.",
        directory: 'public/images/leadership',
        publicPath: '/images/leadership/',
        validation: required,
      }),
      bio: bilingual('Présentation', 'Une ou deux phrases sous la fonction.', {
        multiline: true,
        max: 1000,
      }),
      detail: bilingual('Parcours', 'Le paragraphe qui détaille son parcours.', {
        multiline: true,
        max: 2000,
      }),
    },
    { label },
  );
}

/** The editing screen's configuration, its storage in GitHub when `githubRepo` is given. */
export function keystaticConfig(githubRepo?: string) {
  return config({
    storage: storageOf(githubRepo),
    // The screen's own words (buttons, dialogs) in French, like its fields.
    locale: 'fr-FR',
    ui: {
      brand: { name: 'Modifier le site' },
      navigation: {
        Actualités: ['news'],
        Formations: ['programmes'],
        Admissions: ['calendar', 'fees', 'aid', 'payment'],
        Université: ['team', 'leadership', 'gallery', 'hero'],
        FAQ: ['faqTopics', 'faqQuestions'],
      },
    },
    collections: {
      news: collection({
        label: 'Actualités',
        // One folder per article: its data (index.yaml), its text in each language (body/fr.mdoc,
        // body/en.mdoc); its image under public/images/news/<article>/, where the build encodes it.
        path: 'content/news/*/',
        slugField: 'id',
        format: { data: 'yaml' },
        entryLayout: 'form',
        columns: ['date'],
        schema: {
          id: fields.slug({
            name: {
              label: "Nom de l'article",
              description:
                "Quelques mots qui le désignent (ils ne s'affichent pas) ; l'adresse de la page en est tirée.",
              validation: { length: { min: 3, max: 80 } },
            },
            slug: {
              label: 'Adresse de la page',
              description:
                'Lettres minuscules sans accent, chiffres et tirets : /news/<adresse>. Deux articles ne peuvent avoir la même.',
            },
          }),
          date: fields.date({
            label: 'Date de publication',
            description:
              "Les articles sont rangés de la plus récente à la plus ancienne ; l'accueil montre les trois dernières.",
            validation: required,
          }),
          category: fields.select({
            label: 'Rubrique',
            description: 'Les articles de la même rubrique sont proposés ensemble en fin de page.',
            options: newsCategoryOptions,
            defaultValue: 'evenement',
          }),
          author: fields.conditional(
            fields.select({
              label: 'Signé par',
              description: "Un service de l'Université, nommé dans chaque langue, ou une personne.",
              options: [
                { label: "Un service de l'Université", value: 'organization' },
                { label: 'Une personne', value: 'person' },
              ],
              defaultValue: 'organization',
            }),
            {
              organization: bilingual('Nom du service', 'Par exemple « Service communication ».', {
                max: 120,
              }),
              person: fields.text({
                label: 'Nom de la personne',
                description: "Tel qu'il doit paraître, dans les deux langues.",
                validation: { isRequired: true, length: { min: 1, max: 120 } },
              }),
            },
          ),
          title: bilingual(
            'Titre',
            "Le titre de l'article, en titre de sa page, sur les cartes et dans les flux RSS.",
            {
              max: 160,
            },
          ),
          excerpt: bilingual(
            'Chapeau',
            `Deux phrases qui résument l'article : sous le titre, sur les cartes, dans les flux RSS. ${newsPlaceholderHelp}`,
            { multiline: true, max: 400 },
          ),
          image: fields.image({
            label: "Image de l'article",
            description:
              "Une photo (JPG, PNG ou WebP) d'au moins 1600 pixels de large : le site en tire lui-même les tailles pour chaque écran.",
            directory: 'public/images/news',
            publicPath: '/images/news/',
            validation: required,
          }),
          imageAlt: bilingual(
            "Description de l'image",
            "Ce que montre l'image, pour les personnes qui ne la voient pas (lecteurs d'écran).",
            { max: 300 },
          ),
          programmes: fields.array(
            fields.text({
              label: 'Formation (identifiant)',
              description:
                "Son identifiant, tel qu'il paraît dans son adresse, par exemple « informatique-de-gestion ».",
              validation: { length: { min: 1, max: 80 } },
            }),
            {
              label: 'Formations concernées',
              description: 'Les articles qui partagent une formation sont proposés ensemble.',
              itemLabel: (props) => props.value || 'Formation',
            },
          ),
          tags: fields.array(
            fields.text({
              label: 'Mot-clé',
              description: 'Minuscules et tirets, par exemple « vie-etudiante ».',
              validation: { length: { min: 1, max: 40 } },
            }),
            {
              label: 'Mots-clés',
              description: 'Les articles qui partagent des mots-clés sont proposés ensemble.',
              itemLabel: (props) => props.value || 'Mot-clé',
            },
          ),
          body: fields.object(
            perLocale((locale) =>
              fields.markdoc({
                label: `Texte (${languageWords[locale]})`,
                description:
                  locale === defaultLocale
                    ? `Paragraphes et listes. ${newsPlaceholderHelp}`
                    : `Les mêmes paragraphes et listes que le texte français. ${newsPlaceholderHelp}`,
                options: proseOptions,
              }),
            ),
            { label: "Texte de l'article", description: 'Chaque langue est requise.' },
          ),
        },
      }),
      team: collection({
        label: 'Équipe',
        // One member of the management team a file: content/team/<identifiant>.yaml.
        path: 'content/team/*',
        slugField: 'id',
        format: { data: 'yaml' },
        entryLayout: 'form',
        columns: ['name', 'order'],
        schema: {
          id: fileName('Le nom du fichier de la personne, par exemple « awa-mahamat ».'),
          order: orderField("Sa place dans l'équipe, page « L'Université »."),
          name: fields.text({
            label: 'Nom',
            description:
              "Tel qu'il doit paraître, titre compris (« Dr », « Pr »), le même dans les deux langues.",
            validation: { isRequired: true, length: { min: 1, max: 120 } },
          }),
          position: bilingual('Fonction', 'Par exemple « Secrétaire général ».', { max: 160 }),
          photo: fields.image({
            label: 'Photo',
            description:
              "Facultative : sans photo, la carte montre un portrait « photo à venir ». Une photo JPG, PNG ou WebP, cadrée sur le visage, d'au moins 800 pixels de large.",
            directory: 'public/images/team',
            publicPath: '/images/team/',
          }),
        },
      }),
      gallery: collection({
        label: 'Galerie',
        // One photo a file: content/gallery/<identifiant>.yaml.
        path: 'content/gallery/*',
        slugField: 'id',
        format: { data: 'yaml' },
        entryLayout: 'form',
        columns: ['category', 'order'],
        schema: {
          id: fileName('Le nom du fichier de la photo, par exemple « campus-5 ».'),
          order: orderField('Sa place dans la galerie (toutes rubriques confondues).'),
          category: fields.select({
            label: 'Rubrique',
            description: "L'onglet de la page « Galerie » où la photo paraît.",
            options: galleryCategoryOptions,
            defaultValue: 'campus',
          }),
          image: fields.image({
            label: 'Photo',
            description:
              "Une photo (JPG, PNG ou WebP) d'au moins 1600 pixels de large : le site en tire lui-même les tailles pour chaque écran.",
            directory: 'public/images/gallery',
            publicPath: '/images/gallery/',
            validation: required,
          }),
          alt: bilingual(
            'Description de la photo',
            "Ce que montre la photo, pour les personnes qui ne la voient pas (lecteurs d'écran).",
          ),
          title: bilingual('Titre', 'La légende affichée sous la photo.', { max: 120 }),
        },
      }),
      hero: collection({
        label: "Diaporama de l'accueil",
        // One slide of the home page's banner a file: content/hero/<identifiant>.yaml.
        path: 'content/hero/*',
        slugField: 'id',
        format: { data: 'yaml' },
        entryLayout: 'form',
        columns: ['order'],
        schema: {
          id: fileName('Le nom du fichier de la diapositive, par exemple « hero-10 ».'),
          order: orderField(
            "Sa place dans le diaporama de la page d'accueil ; la première s'affiche au chargement.",
          ),
          image: fields.image({
            label: 'Photo',
            description:
              "Une photo en largeur (JPG, PNG ou WebP) d'au moins 1920 pixels de large : elle occupe toute la largeur de l'écran, sous le texte d'accueil.",
            directory: 'public/images/hero',
            publicPath: '/images/hero/',
            validation: required,
          }),
          alt: bilingual(
            'Description de la photo',
            "Ce que montre la photo, pour les personnes qui ne la voient pas (lecteurs d'écran).",
          ),
        },
      }),
      faqQuestions: collection({
        label: 'Questions',
        // One question a file: content/faq/questions/<identifiant>.yaml.
        path: 'content/faq/questions/*',
        slugField: 'id',
        format: { data: 'yaml' },
        entryLayout: 'form',
        columns: ['topic', 'order'],
        schema: {
          id: fileName('Le nom du fichier de la question, par exemple « frais-de-dossier ».'),
          topic: fields.text({
            label: 'Thème',
            description:
              "L'identifiant d'un des thèmes de « FAQ → Thèmes », par exemple « admissions » : la question paraît sous ce thème.",
            validation: { length: { min: 1, max: 80 }, pattern: slugPattern },
          }),
          order: orderField('Sa place parmi les questions de son thème.'),
          question: bilingual('Question', `Telle que la poserait un visiteur. ${newsPlaceholderHelp}`, {
            max: 200,
          }),
          answer: bilingualProse(
            'Réponse',
            `Les deux langues doivent avoir les mêmes blocs dans le même ordre. ${newsPlaceholderHelp}`,
          ),
        },
      }),
      programmes: collection({
        label: 'Formations',
        // One programme a file: content/programmes/<adresse>.yaml, its address /licences/<adresse>
        // or /masters/<adresse>.
        path: 'content/programmes/*',
        slugField: 'id',
        format: { data: 'yaml' },
        entryLayout: 'form',
        columns: ['code', 'type'],
        schema: {
          id: fileName("L'adresse de la formation : /licences/<identifiant> ou /masters/<identifiant>."),
          order: orderField('Sa place dans le catalogue, parmi les formations de son niveau.'),
          type: fields.select({
            label: 'Niveau',
            description:
              "Une licence ou un master : le nombre d'objectifs, de débouchés et d'années en dépend.",
            options: programmeTypeOptions,
            defaultValue: 'licence',
          }),
          code: fields.text({
            label: 'Code',
            description:
              'L- pour une licence, M- pour un master, puis des majuscules : par exemple « L-GLO ».',
            validation: {
              length: { min: 3, max: 20 },
              pattern: { regex: /^[LM]-[A-Z0-9-]+$/, message: 'Par exemple « L-GLO » ou « M-CFI ».' },
            },
          }),
          title: bilingual('Intitulé', 'Le nom de la formation, en titre de sa page et sur sa carte.', {
            max: 160,
          }),
          department: fields.select({
            label: 'Département',
            options: departmentOptions,
            defaultValue: 'sciences-juridiques',
          }),
          level: fields.select({
            label: 'Niveau de sortie',
            description: "Bac+5 pour un master ; pour une licence, selon qu'on peut la quitter à Bac+2.",
            options: programmeLevelOptions,
            defaultValue: 'bac+2/bac+3',
          }),
          accredited: fields.checkbox({
            label: 'Accréditée par le CAMES',
            description: 'Cochée, la formation porte le badge « Accrédité CAMES » (licences seulement).',
          }),
          mention: optionalSelect(
            'Diplôme accrédité (mention)',
            'Pour une licence accréditée : la mention du diplôme auquel elle conduit.',
            mentionOptions,
            'Aucune',
          ),
          applicationsOpen: fields.checkbox({
            label: 'Candidatures ouvertes',
            description: 'Décochée, la formation ne paraît plus dans le formulaire de candidature.',
          }),
          image: fields.image({
            label: 'Photo',
            description:
              "Une photo (JPG, PNG ou WebP) d'au moins 1600 pixels de large : le site en tire lui-même les tailles pour chaque écran.",
            directory: 'public/images/programmes',
            publicPath: '/images/programmes/',
            validation: required,
          }),
          icon: fields.select({
            label: 'Icône',
            description: 'Le pictogramme de sa carte dans le catalogue.',
            options: programmeIconOptions,
            defaultValue: 'briefcase',
          }),
          description: bilingual('Résumé', 'Une ou deux phrases, sur la carte et en tête de la page.', {
            multiline: true,
            max: 600,
          }),
          about: bilingual('Présentation', 'Le paragraphe de présentation de la page.', {
            multiline: true,
            max: 2000,
          }),
          objectives: fields.array(bilingual('Objectif', 'Une phrase.', { max: 300 }), {
            label: 'Objectifs',
            description: 'Exactement 4 pour une licence, 7 pour un master.',
            validation: { length: { min: 4, max: 7 } },
            itemLabel: (props) => props.fields.fr.value || 'Nouvel objectif',
          }),
          careers: fields.array(bilingual('Débouché', 'Un métier ou un secteur.', { max: 200 }), {
            label: 'Débouchés',
            description: 'Exactement 5 pour une licence, 7 pour un master.',
            validation: { length: { min: 5, max: 7 } },
            itemLabel: (props) => props.fields.fr.value || 'Nouveau débouché',
          }),
          curriculum: fields.array(
            fields.array(bilingual('Cours', "L'intitulé du cours.", { max: 200 }), {
              label: "Cours de l'année",
              description: 'Exactement 4 cours par année de licence, 5 par année de master.',
              validation: { length: { min: 4, max: 5 } },
              itemLabel: (props) => props.fields.fr.value || 'Nouveau cours',
            }),
            {
              label: 'Programme des études',
              description: 'Une entrée par année : 3 pour une licence, 2 pour un master.',
              validation: { length: { min: 2, max: 3 } },
              itemLabel: (props) =>
                props.elements
                  .map((course) => course.fields.fr.value)
                  .filter(Boolean)
                  .slice(0, 2)
                  .join(', ') || 'Nouvelle année',
            },
          ),
        },
      }),
    },
    singletons: {
      calendar: yamlSingleton('Calendrier et dates clés', 'content/calendar', {
        year: fields.integer({
          label: 'Année de la rentrée',
          description: "L'année où commence l'année universitaire : 2027 pour 2027-2028.",
          validation: { isRequired: true, min: 2000, max: 2100 },
        }),
        events: fields.array(
          fields.object({
            id: fields.text({
              label: 'Identifiant',
              description:
                "Lettres minuscules, chiffres et tirets, unique, par exemple « open-day-march ». Ne le changez plus une fois publié : les agendas des visiteurs s'en servent pour mettre la date à jour.",
              validation: { length: { min: 1, max: 80 }, pattern: slugPattern },
            }),
            kind: fields.select({
              label: 'Type de date',
              description:
                "Les dates d'ouverture et de clôture des candidatures règlent aussi l'ouverture du formulaire de candidature.",
              options: eventKindOptions,
              defaultValue: 'open-day',
            }),
            start: fields.date({ label: 'Date (ou début)', validation: required }),
            end: fields.date({
              label: 'Fin',
              description: 'Facultative : pour une période de plusieurs jours, son dernier jour.',
            }),
            for: optionalSelect(
              'Formations concernées',
              'Les licences seulement, les masters seulement, ou toutes.',
              programmeTypeOptions,
              'Licences et masters',
            ),
            title: bilingual('Titre', 'Le nom de la date dans le calendrier.', { max: 160 }),
            description: bilingual(
              'Description',
              `Une ou deux phrases sous le titre. ${newsPlaceholderHelp}`,
              { multiline: true, max: 600 },
            ),
          }),
          {
            label: 'Dates',
            description: 'Le site les range lui-même par date.',
            itemLabel: (props) =>
              `${props.fields.start.value ?? ''} · ${props.fields.title.fields.fr.value || 'Nouvelle date'}`,
          },
        ),
      }),
      fees: yamlSingleton('Frais de scolarité', 'content/fees', {
        tiers: fields.array(
          fields.object({
            id: fields.text({
              label: 'Identifiant',
              description: 'Lettres minuscules, chiffres et tirets, unique, par exemple « licence-sante ».',
              validation: { length: { min: 1, max: 80 }, pattern: slugPattern },
            }),
            type: fields.select({
              label: 'Niveau',
              options: programmeTypeOptions,
              defaultValue: 'licence',
            }),
            name: bilingual('Nom du tarif', 'Tel que le tableau des frais le montre.', { max: 160 }),
            departments: optionalMultiselect(
              'Départements',
              'Les formations de ces départements paient ce tarif. Laissez vide pour le tarif de base du niveau.',
              departmentOptions,
            ),
            programmes: optionalMultiselect(
              'Formations',
              'Les formations qui paient ce tarif, quel que soit leur département (cela prime sur les départements). Laissez vide sinon.',
              compiledProgrammes.map((programme) => ({ label: programme.title.fr, value: programme.slug })),
            ),
            registration: amount("Frais d'inscription (FCFA)", 'Par an, en francs CFA, sans espaces.'),
            tuition: amount('Frais de scolarité (FCFA)', 'Par an, en francs CFA, sans espaces.'),
          }),
          {
            label: 'Tarifs',
            description:
              'Chaque formation paie le tarif qui la nomme, sinon celui de son département, sinon le tarif de base de son niveau (sans départements ni formations).',
            itemLabel: (props) => props.fields.name.fields.fr.value || 'Nouveau tarif',
          },
        ),
        instalments: fields.array(
          fields.object({
            share: fields.integer({
              label: 'Part (%)',
              description: 'Le pourcentage des frais de scolarité payé à cette échéance.',
              validation: { isRequired: true, min: 1, max: 100 },
            }),
            due: fields.date({ label: 'Échéance', validation: required }),
            atRegistration: optionalCheckbox(
              "À l'inscription",
              "Cochez si cette part se paie avec les frais d'inscription.",
            ),
          }),
          {
            label: 'Échéancier',
            description: 'Les parts doivent faire 100 % en tout : la publication refuse sinon.',
            validation: { length: { min: 1 } },
            itemLabel: (props) => `${props.fields.share.value ?? ''} % · ${props.fields.due.value ?? ''}`,
          },
        ),
      }),
      aid: yamlSingleton('Aides financières', 'content/aid', {
        schemes: fields.array(
          fields.object({
            id: fields.select({
              label: 'Aide',
              description: "Chaque aide ne paraît qu'une fois.",
              options: aidOptions,
              defaultValue: 'merit',
            }),
            name: bilingual('Nom', 'Tel que la page des frais le montre.', { max: 120 }),
            steps: fields.array(
              fields.object({
                percent: fields.integer({
                  label: 'Réduction (%)',
                  description: 'Le pourcentage retiré des frais de scolarité.',
                  validation: { isRequired: true, min: 1, max: 100 },
                }),
                condition: bilingual('Condition', 'À quelle condition ce taux est accordé.', {
                  max: 300,
                }),
              }),
              {
                label: 'Taux',
                description:
                  'Les paliers de réduction ; vide pour une aide sans taux fixe (voir « Ce qui est pris en charge »).',
                itemLabel: (props) =>
                  `${props.fields.percent.value ?? ''} % · ${props.fields.condition.fields.fr.value || 'Nouveau taux'}`,
              },
            ),
            covers: optionalBilingual(
              'Ce qui est pris en charge',
              "Pour une aide sans taux fixe seulement : ce qu'elle couvre, en quelques mots (les deux langues, ou aucune).",
            ),
            eligibility: bilingual('Qui peut en bénéficier', 'Une ou deux phrases.', {
              multiline: true,
              max: 1000,
            }),
            howToApply: bilingual('Comment la demander', 'Une ou deux phrases.', {
              multiline: true,
              max: 1000,
            }),
          }),
          {
            label: 'Aides',
            itemLabel: (props) => props.fields.name.fields.fr.value || 'Nouvelle aide',
          },
        ),
      }),
      payment: yamlSingleton('Modes de paiement', 'content/payment', {
        methods: fields.array(
          fields.object({
            id: fields.select({
              label: 'Mode',
              description: "Chaque mode ne paraît qu'une fois.",
              options: paymentMethodOptions,
              defaultValue: 'bank-transfer',
            }),
            name: bilingual('Nom', 'Tel que la page le montre.', { max: 120 }),
            how: bilingual('Marche à suivre', `Comment payer de cette façon. ${newsPlaceholderHelp}`, {
              multiline: true,
              max: 1000,
            }),
            details: fields.array(
              fields.object({
                label: bilingual('Intitulé', 'Par exemple « Banque » ou « Numéro ».', { max: 120 }),
                value: bilingual('Valeur', 'Par exemple le nom de la banque ou le numéro.', { max: 200 }),
              }),
              {
                label: 'Coordonnées',
                description: 'Les lignes du tableau de ce mode (peut rester vide).',
                itemLabel: (props) => props.fields.label.fields.fr.value || 'Nouvelle ligne',
              },
            ),
          }),
          {
            label: 'Modes de paiement',
            itemLabel: (props) => props.fields.name.fields.fr.value || 'Nouveau mode',
          },
        ),
      }),
      leadership: yamlSingleton('Direction', 'content/leadership', {
        founder: leader('Fondateur'),
        rector: leader('Recteur'),
        rectorMessage: bilingualProse(
          'Mot du recteur',
          "Le message du recteur, page « L'Université » ; les deux langues paragraphe pour paragraphe.",
          6000,
        ),
      }),
      faqTopics: yamlSingleton('Thèmes', 'content/faq/topics', {
        topics: fields.array(
          fields.object({
            id: fields.text({
              label: 'Identifiant',
              description:
                'Lettres minuscules, chiffres et tirets, par exemple « admissions » : les questions le citent pour se ranger sous ce thème.',
              validation: { length: { min: 1, max: 80 }, pattern: slugPattern },
            }),
            title: bilingual('Titre', 'Le titre du thème, page « Questions fréquentes ».', { max: 120 }),
          }),
          {
            label: 'Thèmes',
            description: "Dans l'ordre où la page les montre.",
            itemLabel: (props) => props.fields.title.fields.fr.value || 'Nouveau thème',
          },
        ),
      }),
    },
  });
}

export default keystaticConfig(process.env.KEYSTATIC_GITHUB_REPO);
