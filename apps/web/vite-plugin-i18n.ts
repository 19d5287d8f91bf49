/**
 * The web's catalogues (ADR 23): `virtual:i18n/<language>` is that language's messages (English where a
 * translation is still missing), compiled to ICU ASTs at build time, one lazy chunk per language. The build
 * ships intl-messageformat without its parser; a message that does not parse fails the build. Texts of a few
 * pages (I18N_AREAS) ride in those pages' chunks instead.
 */
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { catalogueWithFallback, isLanguage, LANGUAGES } from '../../packages/shared/src/i18n/index.ts';

const PREFIX = 'virtual:i18n/';
const RESOLVED = `\0${PREFIX}`;
const AREA_PREFIX = 'virtual:i18n-area/';
const AREA_RESOLVED = `\0${AREA_PREFIX}`;

/**
 * Areas: top-level namespaces that only a few pages show, left out of the per-language chunk and bundled (both
 * languages) into those pages' own chunks: `import content from 'virtual:i18n-area/content'`.
 */
export const I18N_AREAS: Record<string, readonly string[]> = {
  content: ['faq', 'about'],
  // The date field's clear button and calendar controls: in the field's chunk, with @mantine/dates.
  dateField: ['dateField'],
  // Saved searches (issue 28 §5): the listing's save dialog and the unsubscribe link's page, in their own chunks.
  saveSearch: ['saveSearchDialog'],
  savedSearchUnsubscribe: ['savedSearchUnsubscribe'],
  // Client-side validation texts of the shared schemas: loaded with the forms (lib/i18n/localized-resolver.ts).
  rules: ['rules', 'factRules'],
  // The listing's filter sheet and sort menu (issue 28 §2): in the lazily loaded sheet's chunk.
  listingFilters: ['listingFiltersUi'],
  // The listing's viewing booking panel (issue 28 §4): in the lazily loaded panel's chunk.
  viewingPanel: ['viewingPanel'],
  // The listing's report dialog (issue 28 §6): in the dialog's chunk (the admins' screen registers it too).
  listingReport: ['listingReportDialog'],
  // Signed-in screens only (customer and admin): registered once by the dashboard layout, which wraps them all.
  app: [
    'adminProperties',
    'savedSearchesUi',
    'propertyForm',
    'adminUsers',
    'adminDashboard',
    'pay',
    'transactionsUi',
    'lateChargesUi',
    'receiptsUi',
    'stampingUi',
    'applicationsUi',
    'contractsUi',
    'complaintsUi',
    'esignUi',
    'decision',
    'notificationsUi',
    'whatsappUi',
    'maintenanceUi',
    'inspectionUi',
    'moveInUi',
    'tenancy',
    'renewalUi',
    'settlementUi',
    'autopayUi',
    'collectionUi',
    'occupancyUi',
    'screeningUi',
    'dataRightsUi',
    'screeningChangesUi',
    'factsForm',
    'viewingsUi',
    'listingReportsUi',
  ],
};
/** Namespaces only the server uses (e-mails, PDFs): never shipped to the browser. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = [
  'serverRules',
  'savedSearchServer',
  'listingFilterServer',
  'schemaIssues',
  'lifecycleMail',
  'email',
  'receiptDoc',
  'statementDoc',
  'exportCsv',
  'agreementDoc',
  'certificateDoc',
  'esignMail',
  'devClockServer',
  'notice',
  'notificationsServer',
  'whatsappTemplate',
  'whatsappServer',
  'maintenanceServer',
  'inspectionServer',
  'moveInServer',
  'inspectionDoc',
  'moveInDoc',
  'tenancyDoc',
  'renewalDoc',
  'renewalServer',
  'settlementDoc',
  'screeningServer',
  'dataRightsServer',
  'screeningChangesServer',
  'screeningMail',
  'fieldRules',
  'reminderMail',
  'reminderServer',
  'autopayMail',
  'factsServer',
  'viewingsServer',
  'listingReportServer',
];
const inArea = (key: string, namespaces: readonly string[]) => namespaces.includes(key.split('.')[0] ?? '');
const areaNamespaces = [...Object.values(I18N_AREAS).flat(), ...SERVER_ONLY_NAMESPACES];
const noParser = fileURLToPath(import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'));

function compile(language: string, keep: (key: string) => boolean): Record<string, unknown> {
  if (!isLanguage(language)) throw new Error(`No catalogue for language "${language}"`);
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(catalogueWithFallback(language))) {
    if (!keep(key)) continue;
    try {
      compiled[key] = parse(text);
    } catch (error) {
      throw new Error(`i18n: ${language} message "${key}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}

export function i18nCatalogues(): Plugin {
  return {
    name: 'sewamudah-i18n-catalogues',
    config(_config, { command }) {
      // Messages arrive precompiled, so production needs no parser (tests and dev keep it for plain strings).
      if (command === 'build') {
        return { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] } };
      }
      return undefined;
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `${RESOLVED}${id.slice(PREFIX.length)}`;
      if (id.startsWith(AREA_PREFIX)) return `${AREA_RESOLVED}${id.slice(AREA_PREFIX.length)}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(RESOLVED)) {
        const language = id.slice(RESOLVED.length);
        return `export default ${JSON.stringify(compile(language, (key) => !inArea(key, areaNamespaces)))};`;
      }
      if (id.startsWith(AREA_RESOLVED)) {
        const namespaces = I18N_AREAS[id.slice(AREA_RESOLVED.length)];
        if (!namespaces) throw new Error(`No catalogue area "${id.slice(AREA_RESOLVED.length)}"`);
        const byLanguage = Object.fromEntries(
          LANGUAGES.map((language) => [language, compile(language, (key) => inArea(key, namespaces))]),
        );
        return `export default ${JSON.stringify(byLanguage)};`;
      }
      return undefined;
    },
  };
}
