import { MAX_PREDICTED_GOALS, type MatchResponse } from '@isl/contracts';
import { Badge, Button, Flex, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { ltr } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { NO_SCORE, withGoals, type ExactScore, type ScoreDraft } from '../lib/prediction-rules';

interface StepperProps {
  team: string;
  goals: number | null;
  onGoals: (goals: number | null) => void;
  disabled: boolean;
}

/** One side's goals: a box to type in between a button for one fewer and one for one more. */
function GoalsStepper({ team, goals, onGoals, disabled }: StepperProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="1">
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('predictions.card.fewerGoals', { team })}
        disabled={disabled || goals === 0}
        onClick={() => onGoals(Math.max(0, (goals ?? 0) - 1))}
      >
        <LuMinus aria-hidden />
      </IconButton>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PREDICTED_GOALS}
        size="sm"
        w="10"
        px="0"
        textAlign="center"
        fontWeight="bold"
        placeholder="–"
        aria-label={t('predictions.card.goals', { team })}
        value={goals ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          onGoals(typed === '' || Number.isNaN(Number(typed)) ? null : Number(typed));
        }}
        css={{ MozAppearance: 'textfield', '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 } }}
      />
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('predictions.card.moreGoals', { team })}
        disabled={disabled || goals === MAX_PREDICTED_GOALS}
        onClick={() => onGoals((goals ?? 0) + 1)}
      >
        <LuPlus aria-hidden />
      </IconButton>
    </HStack>
  );
}

interface ExactScoreFieldProps {
  match: MatchResponse;
  draft: ScoreDraft;
  onChange: (draft: ScoreDraft) => void;
  /** The bonus an exact score earns this season, once the season's rules are in. */
  bonus: number | undefined;
  /** What is wrong with the score as it stands, said under it. */
  problem: string | null;
  disabled: boolean;
}

/**
 * The optional exact score: each side's stepper under its club (home on the start side, as the teams row above
 * it); once a number is in, what is wrong with it (one number only, or another outcome) beside a Clear button.
 */
export function ExactScoreField({ match, draft, onChange, bonus, problem, disabled }: ExactScoreFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const problemId = useId();
  const side = (key: keyof ExactScore, team: string) => (
    <GoalsStepper team={team} goals={draft[key]} onGoals={(goals) => onChange(withGoals(draft, key, goals))} disabled={disabled} />
  );
  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId} aria-describedby={problem ? problemId : undefined}>
      <HStack gap="2" wrap="wrap">
        <Text id={labelId} textStyle="sm" fontWeight="semibold">
          {t('predictions.card.exactScore')}
        </Text>
        {bonus !== undefined ? (
          <Badge colorPalette="yellow" variant="subtle" size="sm">
            {t('predictions.card.exactBonus', { points: ltr(`+${bonus}`) })}
          </Badge>
        ) : null}
      </HStack>
      <Grid templateColumns="1fr auto 1fr" alignItems="center" gap="2">
        <Flex justify="flex-end">{side('home', localizedName(homeTeamNames(match), language))}</Flex>
        <Text as="span" fontWeight="bold" color="fg.muted" aria-hidden>
          -
        </Text>
        <Flex justify="flex-start">{side('away', localizedName(awayTeamNames(match), language))}</Flex>
      </Grid>
      {/* Under the steppers, once a number is in: what is wrong with the score, and the way back to none. */}
      {draft.home !== null || draft.away !== null ? (
        <Flex justify="space-between" align="start" gap="2">
          <Text id={problemId} textStyle="xs" color="orange.fg" role="status">
            {problem}
          </Text>
          <Button size="2xs" variant="ghost" onClick={() => onChange(NO_SCORE)} disabled={disabled} flexShrink="0">
            {t('predictions.card.clearScore')}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
