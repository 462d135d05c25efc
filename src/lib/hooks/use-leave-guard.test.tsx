import { fireEvent, render } from '@testing-library/react';
import { useLeaveGuard } from './use-leave-guard';

function Guarded({ active }: { active: boolean }) {
  useLeaveGuard(active, 'Leave anyway?');
  return (
    <>
      <a href="/en/contact">elsewhere</a>
      <a href="/file.png" download>
        file
      </a>
    </>
  );
}

const unload = () => fireEvent(window, new Event('beforeunload', { cancelable: true }));

afterEach(() => vi.restoreAllMocks());

describe('useLeaveGuard', () => {
  it('asks before a link or unloading while active, and lets a confirmed link through', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { getByText, rerender } = render(<Guarded active />);
    expect(unload()).toBe(false);
    expect(fireEvent.click(getByText('elsewhere'))).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Leave anyway?');
    // A download leaves nothing behind.
    confirm.mockClear();
    fireEvent.click(getByText('file'));
    expect(confirm).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    expect(fireEvent.click(getByText('elsewhere'))).toBe(true);

    rerender(<Guarded active={false} />);
    confirm.mockClear();
    expect(unload()).toBe(true);
    expect(fireEvent.click(getByText('elsewhere'))).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
