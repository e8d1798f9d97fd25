import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="center" className="signin-page" asChild>
      <main>
        <Card size="4" style={{ width: 400, maxWidth: '95vw' }}>
          <Flex direction="column" gap="4">
            <Text as="p" size="3" weight="bold" color="gray">
              Caseboard
            </Text>
            <Heading as="h1" size="6">
              {title}
            </Heading>
            {children}
          </Flex>
        </Card>
      </main>
    </Flex>
  );
}
