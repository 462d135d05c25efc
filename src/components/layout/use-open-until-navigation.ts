import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

type OpenUpdate = boolean | ((open: boolean) => boolean);

/**
 * Open/closed state that closes by itself when the path changes: it remembers the path it was opened
 * on, so navigating anywhere else reads as closed without an effect.
 */
export function useOpenUntilNavigation(): [boolean, (update: OpenUpdate) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback(
    (update: OpenUpdate) =>
      setOpenOn((previous) => {
        const next = typeof update === 'function' ? update(previous === pathname) : update;
        return next ? pathname : null;
      }),
    [pathname],
  );
  return [openOn === pathname, setOpen];
}
