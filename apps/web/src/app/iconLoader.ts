import { type IconName, type IconPaths, Icons, type IconSize } from '@blueprintjs/icons';

// Blueprint's default loader fetches every icon's paths in two chunks (16 px and 20 px, 210 kB gzip together) the
// first time any icon shows. The build copies each icon's paths module as it is (build/icon-paths.ts) to
// `/assets/icons/<version>/<size>/<name>.js`, and a screen loads only the icons it shows, each cached for a year.
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const url = `/assets/icons/${__BLUEPRINT_ICONS_VERSION__}/${size}/${name}.js`;
  const module = (await import(/* @vite-ignore */ url)) as { default: IconPaths };
  return module.default;
}

/** Installs the per-icon loader in the built app (the dev server keeps Blueprint's own loader). */
export function loadIconsPerUse(): void {
  if (import.meta.env.PROD) Icons.setLoaderOptions({ loader: loadIconPaths });
}
