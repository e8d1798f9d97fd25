import { Callout, Heading } from '@radix-ui/themes';

/** A screen that a later issue builds: says so and names its spec section, never sample data. */
export function NotBuilt({ screen, spec }: { screen: string; spec: string }) {
  return (
    <section aria-labelledby="not-built-title">
      <Heading as="h1" size="5" id="not-built-title" mb="3">
        {screen}
      </Heading>
      <Callout.Root color="gray" role="status">
        <Callout.Text>
          This screen is not built yet ({spec}).
        </Callout.Text>
      </Callout.Root>
    </section>
  );
}
