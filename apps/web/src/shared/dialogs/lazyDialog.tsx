import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A dialog whose code loads when it is first rendered, so a page that shows it closed does not carry it: render the
 * returned component only while the dialog is open. Nothing shows until the code has arrived; the dialog's own
 * focus handling runs when it mounts.
 */
export function lazyDialog<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Dialog = lazy<ComponentType<Props>>(async () => ({ default: (await load())[name] }));
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
