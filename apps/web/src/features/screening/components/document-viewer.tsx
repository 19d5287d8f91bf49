/**
 * The app's viewer of a screening document (issue 27 §3): the server answers every view as a PDF watermarked with
 * the application, the viewer's name and the time (there is no unwatermarked download); this draws its pages inside
 * the app, full screen on a phone. Every opening is one view in the tenant's access log.
 */
import { Alert, Box, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';

export function DocumentViewer({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 48em)');
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (!url || !container) return;
    const signal = { cancelled: false };
    let destroy: (() => Promise<void>) | undefined;
    setState('loading');
    container.replaceChildren();
    const width = Math.max(240, Math.min(container.clientWidth || 320, 900));
    void import('./pdf-pages')
      .then(({ renderPdfPages }) =>
        renderPdfPages(
          url,
          container,
          width,
          (page, count) => tRef.current('screeningUi.viewer.page', { page, count }),
          signal,
        ),
      )
      .then((rendered) => {
        destroy = rendered.destroy;
        if (!signal.cancelled) setState('ready');
      })
      .catch(() => {
        if (!signal.cancelled) setState('failed');
      });
    return () => {
      signal.cancelled = true;
      void destroy?.();
    };
  }, [url, container]);

  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="xl" fullScreen={Boolean(phone)}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('screeningUi.viewer.note')}
        </Text>
        {state === 'loading' ? (
          <Stack align="center" gap={4} role="status">
            <Loader size="sm" />
            <Text size="sm">{t('screeningUi.viewer.loading')}</Text>
          </Stack>
        ) : null}
        {state === 'failed' ? <Alert color="red">{t('screeningUi.viewer.failed')}</Alert> : null}
        <Box ref={setContainer} data-testid="document-pages" aria-busy={state === 'loading'} />
      </Stack>
    </Modal>
  );
}
