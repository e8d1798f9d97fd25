import { Callout, Flex, Heading, Link } from '@radix-ui/themes';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSessionUser } from '../auth/AuthContext';
import { landingPath } from '../auth/roles';

/** A path that is in no route of spec 3 §2.1: says so and offers the way home. */
export function NotFound() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-title">
      <Heading as="h1" size="5" id="not-found-title" mb="3">
        Page not found
      </Heading>
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="gray" role="status">
          <Callout.Text>There is no page at {pathname}. The link may be mistyped or out of date.</Callout.Text>
        </Callout.Root>
        <Link asChild>
          <RouterLink to={landingPath(user)}>Go to your start page</RouterLink>
        </Link>
      </Flex>
    </section>
  );
}
