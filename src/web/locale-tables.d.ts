// A language's country names (ISO 3166 code → name, in the language's alphabetical order) and its first screens' date
// formats (src/build/locale-tables.ts; the DateTable shape of src/shared/intl-formats.ts, which an ambient module
// cannot import by a relative path).
declare module "virtual:locale-tables/*" {
  const tables: {
    regions: Readonly<Record<string, string>>;
    dates: Readonly<Record<string, { parts: readonly (readonly ["literal", string] | readonly ["weekday" | "day" | "month" | "year"])[]; weekdays: readonly string[]; months: readonly string[] }>>;
  };
  export default tables;
}
