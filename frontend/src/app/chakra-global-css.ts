import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createAppSystem } from './theme';

/**
 * The page-wide CSS Chakra's provider writes for the app's theme (its cascade layers' order, the reset, the base
 * styles and every token's CSS variable), as its server render writes it: the build puts it into index.html
 * (vite.chakra-global-css.ts), so a fan's phone does not make it at each start.
 */
export function chakraGlobalCss(): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: createAppSystem(), children: null }));
  return [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css).join('');
}
