// A language's country names by ISO 3166 code (src/build/region-names.ts).
declare module "virtual:region-names/*" {
  const names: Readonly<Record<string, string>>;
  export default names;
}
