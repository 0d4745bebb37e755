import type { MissingTranslation, TranslatableKind } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterDeskChange } from './desk-keys';
import { updateClub } from './update-club';
import { updateFixture } from './update-fixture';
import { updatePlayer } from './update-player';

/** Where each kind of name is kept: a club's name, city and stadium on the club, a referee on the match he takes. */
const NAME_HOME: Record<TranslatableKind, { field: string; save: (id: number, change: Record<string, string>) => Promise<unknown> }> = {
  club: { field: 'name', save: updateClub },
  city: { field: 'city', save: updateClub },
  stadium: { field: 'stadium', save: updateClub },
  player: { field: 'name', save: updatePlayer },
  referee: { field: 'referee', save: updateFixture },
};

export interface TranslationWritten {
  item: MissingTranslation;
  arabic: string;
  kurdish: string;
}

/** The names typed for `item`, each in its field (`stadiumArabic`...); a script left empty is left alone. */
export function translationChange({ item, arabic, kurdish }: TranslationWritten): Record<string, string> {
  const { field } = NAME_HOME[item.kind];
  const change: Record<string, string> = {};
  if (arabic.trim()) change[`${field}Arabic`] = arabic.trim();
  if (kurdish.trim()) change[`${field}Kurdish`] = kurdish.trim();
  return change;
}

/** Saves a missing name through the endpoint of the club, player or fixture that holds it; the list then shrinks. */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (written: TranslationWritten) => NAME_HOME[written.item.kind].save(written.item.id, translationChange(written)),
    onSuccess: () => refreshAfterDeskChange(client),
  });
}
