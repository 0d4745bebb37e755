import type { Plugin } from 'vite';

/**
 * Writes the stylesheets index.html links into the page itself. A linked stylesheet blocks the first paint for
 * a round trip of its own; the page's only one (the fonts' faces, 1 KB) is smaller than that trip's headers.
 * It is linked from index.html rather than imported by a script, so no lazy chunk's preload list names the file
 * and fetches it again.
 */
export function inlineStylesheets(): Plugin {
  return {
    name: 'isl-inline-stylesheets',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          delete bundle[fileName];
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
