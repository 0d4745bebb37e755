import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

export const deleteArticle = (id: number) => sendJson('DELETE', `/api/articles/${id}`);

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteArticle, onSuccess: () => client.invalidateQueries({ queryKey: ARTICLES_KEY }) });
}
