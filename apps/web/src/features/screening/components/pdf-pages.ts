/**
 * Draws a PDF's pages onto canvases with pdf.js (loaded only when an admin opens a document). The app's viewer of
 * screening documents uses it, so that a watermarked PDF shows the same on a phone as on a desktop, inside the app.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface RenderedPdf {
  pageCount: number;
  destroy: () => Promise<void>;
}

/** Renders every page into `container`, each as a canvas `width` CSS pixels wide; `label(page, count)` names it. */
export async function renderPdfPages(
  url: string,
  container: HTMLElement,
  width: number,
  label: (page: number, count: number) => string,
  signal: { cancelled: boolean },
): Promise<RenderedPdf> {
  const task = getDocument({ url, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  for (let number = 1; number <= pdf.numPages && !signal.cancelled; number++) {
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    canvas.style.display = 'block';
    canvas.style.marginBottom = '8px';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label(number, pdf.numPages));
    await page.render({ canvas, viewport }).promise;
    if (!signal.cancelled) container.appendChild(canvas);
  }
  return { pageCount: pdf.numPages, destroy: () => task.destroy() };
}
