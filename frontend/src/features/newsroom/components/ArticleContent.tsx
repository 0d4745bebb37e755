import { Box } from '@chakra-ui/react';

/**
 * An article's body as the server rendered it from Markdown through its allow-list (`contentHtml`). This is
 * the only HTML the newsroom inserts; every other field (title, excerpt, names, comments) is shown as text.
 * The body takes its own direction from its first strong letters, so an Arabic article reads right to left
 * on an English page and the other way round.
 */
export function ArticleContent({ html, lang }: { html: string; lang?: string }) {
  return (
    <Box
      lang={lang}
      dir="auto"
      textAlign="start"
      lineHeight="tall"
      overflowWrap="anywhere"
      css={{
        '& > * + *': { marginTop: '4' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: 'short' },
        '& h1': { fontSize: '2xl' },
        '& h2': { fontSize: 'xl' },
        '& h3, & h4': { fontSize: 'lg' },
        '& ul, & ol': { paddingInlineStart: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.solid', paddingInlineStart: '4', color: 'fg.muted' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', paddingInline: '1', rounded: 'sm' },
        '& pre': { bg: 'bg.muted', p: '3', rounded: 'md', overflowX: 'auto' },
        '& img': { maxWidth: '100%', rounded: 'md' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
