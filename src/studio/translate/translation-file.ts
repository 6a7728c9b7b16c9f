/** The file translating `original` into `lang`, beside it: pages/about.yaml → pages/about.es.yaml. */
export function translationFile(original: string, lang: string): string {
  return original.replace(/\.yaml$/, `.${lang}.yaml`)
}
