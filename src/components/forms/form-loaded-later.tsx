import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { replayChangedFields, takeChangedFields, type ChangedField } from '@/lib/async/early-input';

/**
 * Between the page's hydration and the form's: the form's container, and whether a send waits for
 * the form's code. Created once per rendered form, so the props the lazy form gets never change
 * before it hydrates (a dehydrated boundary that receives new props is rendered anew, and what the
 * visitor typed into its server HTML is lost).
 */
interface FormGate {
  container: HTMLElement | null;
  hydrated: boolean;
  sendWaiting: HTMLFormElement | null;
}

type GateProps = { gate: FormGate };

/**
 * A lead form whose code (and react-hook-form with it, 17 kB gzip) the page is ready without: the
 * page hydrates around the form's prerendered HTML, and the form hydrates when its code arrives,
 * which React starts loading as the page hydrates. Nothing the visitor does meanwhile is lost:
 * - a field typed in, ticked or chosen keeps its value in the page; as the form hydrates, each
 *   changed field is put back to its server value and typed again once the form listens;
 * - a send (the button, Enter) is held, not sent natively, and made again once the form listens.
 * The page must pass props that stay the same until the form hydrates (docs/delivery.md, "Forms
 * loaded later"). On the server, and wherever the code is already there, it renders the form at once.
 */
export function formLoadedLater<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  const LazyForm = lazy(async () => {
    const Form = await loadOnce();
    function HydratingForm({ gate, ...props }: Props & GateProps) {
      // Read in the render that hydrates the form, before react-hook-form registers its fields (which
      // would set a ticked box back to its default): the fields as the visitor left them.
      const [changed] = useState<ChangedField[]>(() => (gate.container ? takeChangedFields(gate.container) : []));
      useEffect(() => {
        gate.hydrated = true;
        void replayChangedFields(changed).then(() => {
          const form = gate.sendWaiting;
          gate.sendWaiting = null;
          if (form?.isConnected) form.requestSubmit();
        });
      }, [gate, changed]);
      return <Form {...(props as Props)} />;
    }
    return { default: HydratingForm };
  });

  function FormLoadedLater(props: Props) {
    const [gate] = useState<FormGate>(() => ({ container: null, hydrated: loaded !== undefined, sendWaiting: null }));
    // Chosen once: the lazy form stays the lazy form, or its server HTML would be replaced.
    const [Form] = useState<ComponentType<Props & GateProps>>(
      () => (loaded ?? LazyForm) as ComponentType<Props & GateProps>,
    );
    const container = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = container.current;
      gate.container = element;
      if (!element || gate.hydrated) return;
      // Until the form listens, a send would be the browser's own (a page reload by POST): hold it.
      const holdSend = (event: SubmitEvent) => {
        if (gate.hydrated || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        gate.sendWaiting = event.target;
      };
      element.addEventListener('submit', holdSend, { capture: true });
      return () => element.removeEventListener('submit', holdSend, { capture: true });
    }, [gate]);
    return (
      <div ref={container} className="contents">
        <Suspense fallback={null}>
          <Form {...props} gate={gate} />
        </Suspense>
      </div>
    );
  }
  // A page that renders again passes equal props: the form's boundary then gets no update.
  return Object.assign(memo(FormLoadedLater), { preload: loadOnce });
}
