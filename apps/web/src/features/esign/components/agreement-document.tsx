/** The tenancy agreement rendered from its content model as reflowing, page-like cards (nothing to download). */
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AgreementBlock, AgreementContent, AgreementRun, EsignState } from '@sewamudah/shared';
import { Fragment, type ReactNode } from 'react';
import { DateText } from '@/components/ui/date-text';
import { RichText, useT } from '@/lib/i18n';
import classes from './agreement-document.module.css';

function Runs({ runs }: { runs: readonly AgreementRun[] }) {
  return runs.map((run, i) =>
    run.style === 'bold' ? <strong key={i}>{run.text}</strong> : <Fragment key={i}>{run.text}</Fragment>,
  );
}

/** A bilingual agreement's English of the text before it (docs/decisions/0025). */
function Translation({ children }: { children: ReactNode }) {
  return (
    <span className={classes.translation} lang="en">
      {children}
    </span>
  );
}

function Block({ block }: { block: AgreementBlock }) {
  if (block.type === 'paragraph') {
    return (
      <p className={`${classes.paragraph} ${block.list ? classes.listItem : ''}`}>
        {block.label ? <span className={classes.label}>{block.label}</span> : null}
        <span>
          <Runs runs={block.runs} />
          {block.translation ? (
            <Translation>
              <Runs runs={block.translation} />
            </Translation>
          ) : null}
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
              {row.labelTranslation ? <Translation>{row.labelTranslation}</Translation> : null}
            </dt>
            <dd style={{ margin: 0 }}>
              <Runs runs={row.runs} />
              {row.translation ? (
                <Translation>
                  <Runs runs={row.translation} />
                </Translation>
              ) : null}
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
            {party.headingTranslation ? <Translation>{party.headingTranslation}</Translation> : null}
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
              {party.noteTranslation ? <Translation>{party.noteTranslation}</Translation> : null}
            </Text>
          ) : null}
        </section>
      ))}
    </SimpleGrid>
  );
}

function Page({ number, total, children }: { number: number; total: number; children: ReactNode }) {
  const t = useT();
  const label = t('esignUi.page', { number, total });
  return (
    <article className={classes.page} aria-label={label}>
      {children}
      <Text size="xs" c="dimmed" className={classes.pageNumber}>
        {label}
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
  const t = useT();
  const total = content.sections.length + 2;
  const signedAt = (role: 'landlord' | 'tenant') =>
    role === 'tenant' ? esign?.tenantSignedAt : esign?.countersignedAt;
  return (
    <div
      className={classes.pages}
      role="document"
      aria-label={content.title}
      lang={content.language === 'ms' || content.language === 'bilingual' ? 'ms' : 'en'}
    >
      <Page number={1} total={total}>
        <Title order={2} ta="center" ff="inherit" fz={{ base: 'xl', sm: 26 }}>
          {content.title}
          {content.titleTranslation ? <Translation>{content.titleTranslation}</Translation> : null}
        </Title>
        <Text ta="center" ff="inherit" size="sm" mt={4} mb="md">
          {t('esignUi.agreementNo', { number: content.agreementNo, date: content.date })}
        </Text>
        <p className={classes.paragraph}>
          <span>
            <Runs runs={content.preamble} />
            {content.preambleTranslation ? (
              <Translation>
                <Runs runs={content.preambleTranslation} />
              </Translation>
            ) : null}
          </span>
        </p>
      </Page>
      {content.sections.map((section, i) => (
        <Page key={section.number} number={i + 2} total={total}>
          <Title order={3} ff="inherit" fz="lg" mb="sm">
            {section.number}. {section.title}
            {section.titleTranslation ? <Translation>{section.titleTranslation}</Translation> : null}
          </Title>
          {section.blocks.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </Page>
      ))}
      <Page number={total} total={total}>
        <p className={classes.paragraph}>
          <span>
            {content.witness}
            {content.witnessTranslation ? <Translation>{content.witnessTranslation}</Translation> : null}
          </span>
        </p>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="md">
          {content.signatories.map((s) => (
            <Stack key={s.role} gap={2}>
              <Text fw={700} ff="inherit" size="sm" tt="uppercase">
                {s.heading}
                {s.headingTranslation ? <Translation>{s.headingTranslation}</Translation> : null}
              </Text>
              <div className={classes.signatureLine}>
                {signedAt(s.role) ? (
                  // Plain text, not a one-line Badge: BM's "DITANDATANGANI SECARA ELEKTRONIK PADA …" must wrap on a phone.
                  <Text ff="inherit" size="xs" fw={700} tt="uppercase" c="green.8" mt="sm">
                    <RichText id="esignUi.signedOn" values={{ date: <DateText value={signedAt(s.role)} /> }} />
                  </Text>
                ) : null}
              </div>
              <Text ff="inherit">{s.name}</Text>
              <Text ff="inherit" size="sm">
                {s.capacity}
                {s.capacityTranslation ? <Translation>{s.capacityTranslation}</Translation> : null}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Page>
    </div>
  );
}
