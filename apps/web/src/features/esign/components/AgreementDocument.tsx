/** The tenancy agreement rendered from its content model as reflowing, page-like cards (nothing to download). */
import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AgreementBlock, AgreementContent, AgreementRun, EsignState } from '@sewamudah/shared';
import { Fragment, type ReactNode } from 'react';
import { DateText } from '@/components/ui/date-text';
import classes from './AgreementDocument.module.css';

function Runs({ runs }: { runs: readonly AgreementRun[] }) {
  return runs.map((run, i) =>
    run.style === 'bold' ? <strong key={i}>{run.text}</strong> : <Fragment key={i}>{run.text}</Fragment>,
  );
}

function Block({ block }: { block: AgreementBlock }) {
  if (block.type === 'paragraph') {
    return (
      <p className={`${classes.paragraph} ${block.list ? classes.listItem : ''}`}>
        {block.label ? <span className={classes.label}>{block.label}</span> : null}
        <span>
          <Runs runs={block.runs} />
        </span>
      </p>
    );
  }
  if (block.type === 'schedule') {
    return (
      <dl>
        {block.rows.map((row) => (
          <div key={row.label} className={classes.scheduleRow}>
            <dt>
              <strong>{row.label}</strong>
            </dt>
            <dd style={{ margin: 0 }}>
              <Runs runs={row.runs} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="sm">
      {block.parties.map((party) => (
        <section key={party.heading} aria-label={party.heading}>
          <Text fw={700} ff="inherit" tt="uppercase" size="sm">
            {party.heading}
          </Text>
          <Text fw={600} ff="inherit">
            {party.name}
          </Text>
          {party.rows.map((row) => (
            <Text key={row.label} size="sm" ff="inherit">
              {row.label}: {row.value}
            </Text>
          ))}
          {party.note ? (
            <Text size="sm" ff="inherit" fs="italic">
              {party.note}
            </Text>
          ) : null}
        </section>
      ))}
    </SimpleGrid>
  );
}

function Page({ number, total, children }: { number: number; total: number; children: ReactNode }) {
  return (
    <article className={classes.page} aria-label={`Page ${number} of ${total}`}>
      {children}
      <Text size="xs" c="dimmed" className={classes.pageNumber}>
        Page {number} of {total}
      </Text>
    </article>
  );
}

interface AgreementDocumentProps {
  content: AgreementContent;
  /** Shows who has signed on the signature page. */
  esign?: EsignState;
}

export function AgreementDocument({ content, esign }: AgreementDocumentProps) {
  const total = content.sections.length + 2;
  const signedAt = (role: 'landlord' | 'tenant') =>
    role === 'tenant' ? esign?.tenantSignedAt : esign?.countersignedAt;
  return (
    <div className={classes.pages} role="document" aria-label={content.title}>
      <Page number={1} total={total}>
        <Title order={2} ta="center" ff="inherit" fz={{ base: 'xl', sm: 26 }}>
          {content.title}
        </Title>
        <Text ta="center" ff="inherit" size="sm" mt={4} mb="md">
          Agreement No. {content.agreementNo} · {content.date}
        </Text>
        <p className={classes.paragraph}>
          <span>
            <Runs runs={content.preamble} />
          </span>
        </p>
      </Page>
      {content.sections.map((section, i) => (
        <Page key={section.number} number={i + 2} total={total}>
          <Title order={3} ff="inherit" fz="lg" mb="sm">
            {section.number}. {section.title}
          </Title>
          {section.blocks.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </Page>
      ))}
      <Page number={total} total={total}>
        <p className={classes.paragraph}>
          <span>{content.witness}</span>
        </p>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="md">
          {content.signatories.map((s) => (
            <Stack key={s.role} gap={2}>
              <Text fw={700} ff="inherit" size="sm" tt="uppercase">
                {s.heading}
              </Text>
              <div className={classes.signatureLine}>
                {signedAt(s.role) ? (
                  <Badge color="green" variant="light" mt="sm">
                    Signed electronically on <DateText value={signedAt(s.role)} />
                  </Badge>
                ) : null}
              </div>
              <Text ff="inherit">{s.name}</Text>
              <Text ff="inherit" size="sm">
                {s.capacity}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Page>
    </div>
  );
}
