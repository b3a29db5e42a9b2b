import 'i18next';
import type en from '#shared/locales/en.json';

// English is the source of truth: `t('some.key')` fails to typecheck when en.json lacks the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
