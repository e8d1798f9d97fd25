import { CrossCircledIcon, StarFilledIcon } from '@radix-ui/react-icons';
import { Flex } from '@radix-ui/themes';
import { rankStars } from './leadFormat';

/** spec 1 §2.5: "a zero rank shows a cancel icon, above zero shows that many stars". */
export function RankStars({ rank }: { rank: string | null | undefined }) {
  const stars = rankStars(rank);
  if (stars === null) return <span>{rank ?? ''}</span>;
  if (stars === 0) {
    return (
      <span title={rank ?? ''} aria-label={`${rank ?? '0 Star'}`} role="img">
        <CrossCircledIcon color="var(--red-9)" />
      </span>
    );
  }
  return (
    <Flex gap="0" title={rank ?? ''} aria-label={rank ?? `${stars} Star`} role="img" display="inline-flex">
      {Array.from({ length: stars }, (_, i) => (
        <StarFilledIcon key={i} color="var(--amber-9)" />
      ))}
    </Flex>
  );
}
