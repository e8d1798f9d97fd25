import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { AlertProvider } from './Alerts';

export function renderUi(ui: ReactElement) {
  return render(
    <Theme>
      <AlertProvider>{ui}</AlertProvider>
    </Theme>,
  );
}
