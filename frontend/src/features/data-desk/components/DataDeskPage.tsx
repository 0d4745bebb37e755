import { Container, Flex, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/PageHeading';
import { ConsoleLinks } from '../../../components/ConsoleLinks';
import { AuditSection } from './AuditSection';
import { ClubsSection } from './ClubsSection';
import { FixturesSection } from './FixturesSection';
import { ImportSection } from './ImportSection';
import { PlayersSection } from './PlayersSection';
import { TranslationsSection } from './TranslationsSection';
import { usePageTitle } from '../../../lib/use-page-title';

const SECTIONS = {
  import: ImportSection,
  clubs: ClubsSection,
  players: PlayersSection,
  fixtures: FixturesSection,
  translations: TranslationsSection,
  history: AuditSection,
} as const;
type Section = keyof typeof SECTIONS;

const isSection = (value: string | null): value is Section => value !== null && value in SECTIONS;

/** The address names the open section (`?section=clubs`), so a link or a reload opens it again. */
function useSection(): [Section, (section: Section) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  return [isSection(asked) ? asked : 'import', (section) => setParams({ section }, { replace: true })];
}

/**
 * /admin/data (admins): the league's data desk. Imports of a season's fixtures and of squads, clubs, players and
 * fixtures by hand, the names still missing in Arabic or Sorani, and the history of every change.
 */
export default function DataDeskPage() {
  const { t } = useTranslation();
  usePageTitle(t('desk.title'));
  const [section, setSection] = useSection();
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <PageHeading title={t('desk.title')} subtitle={t('desk.subtitle')} />
          <ConsoleLinks current="/admin/data" />
        </Flex>
        <Tabs.Root value={section} onValueChange={(details) => setSection(details.value as Section)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
          <Tabs.List overflowX="auto" overflowY="hidden">
            {(Object.keys(SECTIONS) as Section[]).map((key) => (
              <Tabs.Trigger key={key} value={key} flexShrink={0}>
                {t(`desk.sections.${key}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {(Object.entries(SECTIONS) as [Section, () => ReactNode][]).map(([key, Content]) => (
            <Tabs.Content key={key} value={key} pt="6">
              <Content />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
