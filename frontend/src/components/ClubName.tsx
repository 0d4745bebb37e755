import { shortClubName, type ClubNames } from '@isl/contracts';
import { Box, Text, type TextProps } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useLanguage } from '../lib/language-store';
import { localizedName } from '../lib/localized-name';

/**
 * A name broken only between its words: a hyphenated word ("Al-Karkh") is kept on one line, where the browser
 * would otherwise break it after the hyphen ("Al-" / "Karkh").
 */
function WholeWords({ name }: { name: string }) {
  return name.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      {word.includes('-') ? (
        <Box as="span" whiteSpace="nowrap">
          {word}
        </Box>
      ) : (
        word
      )}
    </Fragment>
  ));
}

interface ClubNameProps extends TextProps {
  names: ClubNames;
  /** Shown when the club has no name (a match card's "Home" or "Away"). */
  fallback: string;
  /** The short form on a phone (the default); false where the name has room (a headline). */
  shortOnPhone?: boolean;
}

/**
 * A club's name where room is short (a match row or card): on a phone its short form (the one the desk wrote, else
 * the press's: "Zawraa", «الجوية»; see shortClubName), the whole name from the `sm` width up and for screen readers; never cut or split inside
 * a word, wrapping between words if it must.
 */
export function ClubName({ names, fallback, shortOnPhone = true, ...text }: ClubNameProps) {
  const language = useLanguage();
  const full = localizedName(names, language) || fallback;
  const short = (shortOnPhone && shortClubName(names, language)) || full;
  return (
    <Text as="span" data-club-name="" minW="0" {...text}>
      {short === full ? (
        <WholeWords name={full} />
      ) : (
        <>
          <Box as="span" hideFrom="sm" aria-hidden>
            <WholeWords name={short} />
          </Box>
          <Box as="span" srOnly={{ base: true, sm: false }}>
            <WholeWords name={full} />
          </Box>
        </>
      )}
    </Text>
  );
}
