import type { IncomingHttpHeaders } from 'node:http';
import type { Language } from '@isl/contracts';
import { readerLanguage } from '../../../platform/http/reader-language';

/** The reader's language of a request as it arrives (a list's cached answers are kept per language). */
export const readerLanguageOf = ({ query, headers }: { query: unknown; headers: IncomingHttpHeaders }): string =>
  readerLanguage((query as { language?: Language }).language, headers['accept-language']);
