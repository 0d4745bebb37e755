import type { Plugin } from 'vite';

/**
 * Writes the stylesheets index.html links into the page itself. A linked stylesheet blocks the first paint for
 * a round trip of its own; the page's only one (the fonts' faces, 1 KB) is smaller than that trip's headers.
 * The bundler counts it as the entry chunk's stylesheet all the same, so a chunk loaded lazily from another
 * chunk (the dashboard's points race) lists it among what to preload: each such entry is pointed at the entry
 * chunk instead, which the page has loaded already. The lists are read by position, so the entry is replaced, not
 * dropped; left as it was, the preload asks for a file that no longer exists and the lazy part fails to load.
 */
export function inlineStylesheets(): Plugin {
  const inlined: string[] = [];
  return {
    name: 'isl-inline-stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (!entry) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const fileName of inlined) chunk.code = chunk.code.replaceAll(`"${fileName}"`, `"${entry.fileName}"`);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          delete bundle[fileName];
          inlined.push(fileName);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
