import { Avatar, Button, DropdownMenu } from '@radix-ui/themes';
import { useNavigate } from 'react-router-dom';
import { useAuth, useSessionUser } from '../auth/AuthContext';

/** spec 1 §2.2: the user menu with 'Log Out'. */
export function UserMenu() {
  const user = useSessionUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" aria-label="User menu" highContrast>
          <Avatar size="1" fallback={initials || '?'} radius="full" /> {user.name}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{user.email}</DropdownMenu.Label>
        <DropdownMenu.Item
          onSelect={() => {
            logout();
            navigate('/', { replace: true });
          }}
        >
          Log Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
