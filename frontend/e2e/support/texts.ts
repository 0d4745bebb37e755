/** A catalogue text with its {{placeholders}} filled in, as i18next writes it (no escaping; the app turns that off). */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
