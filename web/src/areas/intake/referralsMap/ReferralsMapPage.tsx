import { useMemo, useState, useTransition } from 'react';
import { Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { TextInput } from '../../../ui/fields/TextInput';
import { LeafletMap, type MapPoint, type MapView } from './LeafletMap';
import type { ReferralsMapPageQuery, ReferralsMapPageQuery$variables } from './__generated__/ReferralsMapPageQuery.graphql';
import type { ReferralsMapPageGeocodeQuery } from './__generated__/ReferralsMapPageGeocodeQuery.graphql';

const query = graphql`
  query ReferralsMapPageQuery($levels: [Int!], $acceptsLien: Boolean, $acceptsHealthInsurance: Boolean) {
    referralMap(levels: $levels, acceptsLien: $acceptsLien, acceptsHealthInsurance: $acceptsHealthInsurance) {
      markers {
        contactId
        name
        contactType
        address
        city
        state
        zip
        phone
        saUrl
        lat
        lng
        priorityLabel
        colour
        colourName
        acceptsLien
        acceptsHealthInsurance
        inboundReferrals
        outboundReferrals
      }
      legend {
        level
        label
        colour
        colourName
        count
      }
      centres {
        name
        lat
        lng
      }
      zoom
      heightPx
      tileUrl
      tileAttribution
      unlocated
    }
  }
`;

const geocodeQuery = graphql`
  query ReferralsMapPageGeocodeQuery($address: String!) {
    geocodeAddress(address: $address) {
      lat
      lng
    }
  }
`;

const TOPICS = ['crm'] as const;
/** spec 3 §2.14 priority levels multi-select (0 = no level). */
const LEVEL_OPTIONS = [
  { value: 1, label: 'Level 1 (Highest)' },
  { value: 2, label: 'Level 2 (High)' },
  { value: 3, label: 'Level 3 (Medium)' },
  { value: 4, label: 'Level 4 (Low)' },
  { value: 5, label: 'Level 5 (Lowest)' },
  { value: 0, label: 'No level' },
];

/**
 * spec 3 §2.14 Provider Referrals Map (/dash/{id}/intake/referrals-map and the organization's):
 * filters (priority levels, accepts lien, accepts health insurance, with AND), the legend, the
 * map (500 px, zoom 11, Utah by default with Idaho and Washington choices) and an address
 * search geocoded on the server.
 */
export function ReferralsMapPage() {
  const [levels, setLevels] = useState<number[]>([]);
  const [acceptsLien, setAcceptsLien] = useState(false);
  const [acceptsHealthInsurance, setAcceptsHealthInsurance] = useState(false);
  const [, startTransition] = useTransition();
  const variables: ReferralsMapPageQuery$variables = { levels: levels.length ? levels : null, acceptsLien, acceptsHealthInsurance };
  const toggle = (level: number, on: boolean) => startTransition(() => setLevels((ls) => (on ? [...ls, level].sort() : ls.filter((l) => l !== level))));
  return (
    <section aria-labelledby="referrals-map-title">
      <Heading as="h1" size="5" id="referrals-map-title" mb="3">
        Provider Referrals Map
      </Heading>
      <Flex gap="4" wrap="wrap" mb="3" role="group" aria-label="Map filters">
        <Flex direction="column" gap="1" role="group" aria-label="Priority levels">
          <Text size="2" weight="medium">
            Priority levels
          </Text>
          {LEVEL_OPTIONS.map((o) => (
            <CheckboxInput key={o.value} label={o.label} checked={levels.includes(o.value)} onChange={(on) => toggle(o.value, on)} />
          ))}
        </Flex>
        <Flex direction="column" gap="1">
          <CheckboxInput label="Accepts lien" checked={acceptsLien} onChange={(v) => startTransition(() => setAcceptsLien(v))} />
          <CheckboxInput label="Accepts health insurance" checked={acceptsHealthInsurance} onChange={(v) => startTransition(() => setAcceptsHealthInsurance(v))} />
        </Flex>
      </Flex>
      <QueryBoundary loadingLabel="Loading the map…">
        <MapBody variables={variables} />
      </QueryBoundary>
    </section>
  );
}

function MapBody({ variables }: { variables: ReferralsMapPageQuery$variables }) {
  const data = useRouteQueryData<ReferralsMapPageQuery>(query, variables);
  useLiveQuery<ReferralsMapPageQuery>(query, variables, TOPICS);
  const environment = useRelayEnvironment();
  const m = data.referralMap;
  const [view, setView] = useState<MapView>(() => ({ lat: m.centres[0]?.lat ?? 40.65, lng: m.centres[0]?.lng ?? -111.9, key: 0 }));
  const [address, setAddress] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const points: MapPoint[] = useMemo(
    () =>
      m.markers.map((p) => ({
        contactId: p.contactId,
        name: p.name,
        lat: p.lat,
        lng: p.lng,
        colour: p.colour,
        colourName: p.colourName,
        link: p.saUrl,
        details: [
          `${p.contactType} · Priority ${p.priorityLabel}`,
          [p.address, [p.city, p.state].filter(Boolean).join(', '), p.zip].filter(Boolean).join(' '),
          p.phone ?? '',
          `Accepts lien: ${p.acceptsLien ? 'Yes' : 'No'} · Accepts health insurance: ${p.acceptsHealthInsurance ? 'Yes' : 'No'}`,
          `Referrals in: ${p.inboundReferrals} · out: ${p.outboundReferrals}`,
        ].filter(Boolean),
      })),
    [m.markers],
  );
  const search = async () => {
    setSearchError(null);
    setSearching(true);
    try {
      const r = await fetchQuery<ReferralsMapPageGeocodeQuery>(environment, geocodeQuery, { address }, { fetchPolicy: 'network-only' }).toPromise();
      if (r) setView((v) => ({ lat: r.geocodeAddress.lat, lng: r.geocodeAddress.lng, key: v.key + 1 }));
    } catch (e) {
      setSearchError(userMessage(e));
    } finally {
      setSearching(false);
    }
  };
  return (
    <Flex direction="column" gap="3">
      <form
        aria-label="Find a place"
        onSubmit={(e) => {
          e.preventDefault();
          if (address.trim()) void search();
        }}
      >
      <Flex gap="3" align="end" wrap="wrap">
        {/* spec 3 §2.14: "the chosen location is not kept in the selector value". */}
        <SelectInput
          label="Location"
          value=""
          placeholder="Go to…"
          options={m.centres.map((c) => ({ value: c.name, label: c.name }))}
          onChange={(name) => {
            const c = m.centres.find((x) => x.name === name);
            if (c) setView((v) => ({ lat: c.lat, lng: c.lng, key: v.key + 1 }));
          }}
        />
        <Box minWidth="280px">
          <TextInput label="Address search" value={address} onChange={setAddress} type="search" />
        </Box>
        <Button type="submit" disabled={!address.trim()} loading={searching}>
          Search
        </Button>
      </Flex>
      </form>
      {searchError ? (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{searchError}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" wrap="wrap" role="list" aria-label="Legend">
        {m.legend.map((l) => (
          <Flex key={l.label} gap="1" align="center" role="listitem" aria-label={`${l.label} (${l.colourName}): ${l.count}`}>
            <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: l.colour, border: '1px solid var(--gray-9)' }} />
            <Text size="2">
              {l.level != null ? `${l.level} ${l.label}` : l.label} ({l.count})
            </Text>
          </Flex>
        ))}
      </Flex>
      <Text size="2" color="gray" role="status">
        {m.markers.length} providers on the map
        {m.unlocated > 0 ? ` · ${m.unlocated} priority contacts have no coordinates (see Contacts)` : ''}
      </Text>
      <LeafletMap points={points} view={view} zoom={m.zoom} height={m.heightPx} tileUrl={m.tileUrl} tileAttribution={m.tileAttribution} />
    </Flex>
  );
}
