import { createContext, useContext, useMemo } from "react";
import { EMPTY_TRANSLATOR, type TFunction, type TranslateOptions, type Translator } from "./translator";

const TranslatorContext = createContext<Translator>(EMPTY_TRANSLATOR);

/** Makes a locale's translator available to every component below. */
export function TranslationProvider({ translator, children }: { translator: Translator; children: React.ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's translator, resolving unprefixed keys in `namespace` (common by default); `i18n.language` is the page's locale. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: { language: Translator["language"] } } {
  const translator = useContext(TranslatorContext);
  return useMemo(() => {
    const t = namespace ? (((key: string, options?: TranslateOptions) => translator.t(key, { ns: namespace, ...options })) as TFunction) : translator.t;
    return { t, i18n: { language: translator.language } };
  }, [translator, namespace]);
}

/** Whether the page's translator holds a namespace (always on the server; in the browser once loaded). */
export function useHasNamespace(namespace: string): boolean {
  return useContext(TranslatorContext).hasNamespace(namespace);
}
