// Sonner adds its stylesheet to the page as its module runs, and a new stylesheet restyles the whole
// page (10 to 20 ms on a laptop, four times that on a phone). So sonner loads when the first toast
// is raised, not with every form's code; the Toaster mounts once it has (see DeferredToaster), and
// sonner hands it the toasts raised before it subscribed.
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']['error']>[0];

let sonner: Promise<Sonner> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = true;
    listeners.forEach((listener) => listener());
    return module;
  });
  return sonner;
}

/** For useSyncExternalStore: whether sonner has loaded, so the Toaster can mount. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isLoaded: () => loaded,
  load: loadSonner,
};

function show(kind: 'success' | 'error' | 'warning') {
  return (message: Message, data?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => toast[kind](message, data));
  };
}

/** Sonner's toast, loaded on first use. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
