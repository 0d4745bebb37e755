import type { MissingTranslation } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterDeskChange } from './desk-keys';
import { updateClub } from './update-club';
import { updateFixture } from './update-fixture';
import { updatePlayer } from './update-player';

type SaveNames = (id: number, change: Record<string, string>) => Promise<unknown>;

/** Whose endpoint saves a name: the club's, the player's, or the match's (its venue and referee). */
const SAVE: Record<MissingTranslation['subject'], SaveNames> = { club: updateClub, player: updatePlayer, match: updateFixture };

/** The field that holds a name: a club's or player's `name`, `city`, `stadium`, a match's stadium is its `venue`. */
const fieldOf = ({ subject, kind }: MissingTranslation) => (kind === 'club' || kind === 'player' ? 'name' : subject === 'match' && kind === 'stadium' ? 'venue' : kind);

export interface TranslationWritten {
  item: MissingTranslation;
  arabic: string;
  kurdish: string;
}

/** The names typed for `item`, each in its field (`stadiumArabic`...); a script left empty is left alone. */
export function translationChange({ item, arabic, kurdish }: TranslationWritten): Record<string, string> {
  const field = fieldOf(item);
  const change: Record<string, string> = {};
  if (arabic.trim()) change[`${field}Arabic`] = arabic.trim();
  if (kurdish.trim()) change[`${field}Kurdish`] = kurdish.trim();
  return change;
}

/** Saves a missing name through the endpoint of the club, player or fixture that holds it; the list then shrinks. */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (written: TranslationWritten) => SAVE[written.item.subject](written.item.id, translationChange(written)),
    onSuccess: () => refreshAfterDeskChange(client),
  });
}
