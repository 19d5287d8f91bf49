/**
 * Draws a PDF's pages onto canvases with pdf.js (loaded only when an admin opens a document). The app's viewer of
 * screening documents uses it, so that a watermarked PDF shows the same on a phone as on a desktop, inside the app.
 */

/**
 * pdf.js itself is imported here, when a document is opened, and never at module load: the server-rendering build is
 * one file that inlines this module, and pdf.js touches `DOMMatrix` (absent in Node) as soon as it is evaluated, which
 * once stopped every public page from rendering on the server.
 */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

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
  const { getDocument } = await loadPdfJs();
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
