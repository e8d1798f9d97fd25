import { Link, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhoneNumbers_case$key } from './__generated__/PhoneNumbers_case.graphql';

/** spec 1 §2.6: the case's phone numbers with their labels. */
export function PhoneNumbers({ case: caseKey }: { case: PhoneNumbers_case$key }) {
  const data = useFragment(
    graphql`
      fragment PhoneNumbers_case on Case {
        phoneNumbers {
          phoneNumber
          label
        }
      }
    `,
    caseKey,
  );
  if (data.phoneNumbers.length === 0) {
    return (
      <Text size="2" color="gray">
        No phone numbers.
      </Text>
    );
  }
  return (
    <dl className="detail-grid" aria-label="Phone numbers" style={{ gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
      {data.phoneNumbers.map((p, i) => (
        <div key={`${p.phoneNumber}-${i}`} style={{ display: 'contents' }}>
          <dt>{p.label || 'Phone'}</dt>
          <dd>
            <Link href={`tel:${p.phoneNumber.replace(/[^\d+]/g, '')}`}>{p.phoneNumber}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
