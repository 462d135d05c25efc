import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { signOut } from './owner-api';
import type { PortalCopy } from './portal-copy.en';

/**
 * Ends the session; the session listener then shows the sign-in form. The owner's cached rows go
 * with it, so a next account signing in on this browser never sees them.
 */
export function SignOutButton({ copy, className }: { copy: PortalCopy['account']; className?: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onPress = async () => {
    setState('busy');
    const error = await signOut();
    if (error) {
      setState('failed');
      return;
    }
    queryClient.removeQueries({ queryKey: ['owner'] });
    setState('idle');
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          {copy.signOutFailed}
        </span>
      )}
      <Button
        variant="outline"
        size="sm"
        className={className}
        disabled={state === 'busy'}
        onClick={() => void onPress()}
      >
        <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
        {copy.signOut}
      </Button>
    </span>
  );
}
