import type { MatchResponse } from '@isl/contracts';
import { Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';

interface JokerSwitchProps {
  round: number;
  on: boolean;
  onChange: (on: boolean) => void;
  /** Whether the fan played this round's joker on another match already: the switch is off and says where. */
  played: boolean;
  /** That match, once the fan's calls have loaded. */
  playedOn: MatchResponse | undefined;
  disabled: boolean;
}

/** "Play your joker: double points", once a round; a round's joker played elsewhere is named and the switch is off. */
export function JokerSwitch({ round, on, onChange, played, playedOn, disabled }: JokerSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const noteId = useId();
  return (
    <Stack gap="0.5">
      <Switch.Root
        checked={on && !played}
        onCheckedChange={(details) => onChange(details.checked)}
        disabled={disabled || played}
        colorPalette="purple"
        size="sm"
        aria-describedby={noteId}
      >
        <Switch.HiddenInput aria-describedby={noteId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label textStyle="sm" fontWeight="semibold">
          {t('predictions.card.joker')}
        </Switch.Label>
      </Switch.Root>
      <Text id={noteId} textStyle="xs" color="fg.muted">
        {playedOn
          ? t('predictions.card.jokerPlayed', {
              round,
              home: isolate(localizedName(homeTeamNames(playedOn), language)),
              away: isolate(localizedName(awayTeamNames(playedOn), language)),
            })
          : t(played ? 'predictions.card.jokerPlayedElsewhere' : 'predictions.card.jokerRule', { round })}
      </Text>
    </Stack>
  );
}
