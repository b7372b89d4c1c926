// The editing screen's description of the site's content files (Keystatic, /keystatic): which
// folder holds what, each field's label and help in French, both languages side by side and both
// required. The build reads the same files (scripts/lib/content-news.mjs) and checks them again
// with its own schema: a file changed by hand is held to the same rules.
import { collection, config, fields, type LocalConfig, type GitHubConfig } from '@keystatic/core';
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

/** One text in French and English, side by side, both required. */
function bilingual(label: string, description: string, { multiline = false, max = 300 } = {}) {
  return fields.object(
    {
      fr: fields.text({
        label: `${label} (français)`,
        multiline,
        validation: { isRequired: true, length: { min: 1, max } },
      }),
      en: fields.text({
        label: `${label} (anglais)`,
        multiline,
        validation: { isRequired: true, length: { min: 1, max } },
      }),
    },
    { label, description, layout: [6, 6] },
  );
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

/** The editing screen's configuration, its storage in GitHub when `githubRepo` is given. */
export function keystaticConfig(githubRepo?: string) {
  return config({
    storage: storageOf(githubRepo),
    // The screen's own words (buttons, dialogs) in French, like its fields.
    locale: 'fr-FR',
    ui: {
      brand: { name: 'Modifier le site' },
      navigation: { Actualités: ['news'] },
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
                description: 'Tel qu’il doit paraître, dans les deux langues.',
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
                'Son identifiant, tel qu’il paraît dans son adresse, par exemple « informatique-de-gestion ».',
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
            {
              fr: fields.markdoc({
                label: 'Texte (français)',
                description: `Paragraphes et listes. ${newsPlaceholderHelp}`,
                options: proseOptions,
              }),
              en: fields.markdoc({
                label: 'Texte (anglais)',
                description: `Paragraphs and lists, the same as the French. ${newsPlaceholderHelp}`,
                options: proseOptions,
              }),
            },
            { label: "Texte de l'article", description: 'Les deux langues sont requises.' },
          ),
        },
      }),
    },
  });
}

export default keystaticConfig(process.env.KEYSTATIC_GITHUB_REPO);
