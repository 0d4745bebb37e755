import { webRoutePath, type ArticleResponse } from '@isl/contracts';

/** The article page's address: the id finds it, the slug (when the title has Latin letters) only reads well. */
export const articlePath = ({ id, slug }: Pick<ArticleResponse, 'id' | 'slug'>) => webRoutePath('article', { id, slug });
