/**
 * A script's characters outside Latin-1: V8 holds a script with any of them at two bytes a character, for as long as
 * the server runs it (the server bundle and the first screens' bundle are checked to have none).
 */
export const outsideLatin1 = (text: string): string[] => [...text].filter((char) => (char.codePointAt(0) ?? 0) > 0xff);
