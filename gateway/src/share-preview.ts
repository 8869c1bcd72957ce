import type { InternalClient } from '@argumenta/platform';
import { AppError } from '@argumenta/platform';

/** A share link's token, as the essay service issues them (base64url, 32 characters). */
const TOKEN = /^[\w-]{10,100}$/;

/** What a link preview may say: only what the shared page itself shows (the essay's title and its total grade). */
export type SharePreview = { titulo: string; nota: number | null; expira_em: string | null };
export type PreviewLookup = (token: string) => Promise<SharePreview | 'expirado' | null>;

/** Reads the shared feedback from the essay service (its public route): null when there is no such link. */
export function sharePreviewLookup(essay: InternalClient): PreviewLookup {
  return async (token) => {
    if (!TOKEN.test(token)) return null;
    try {
      const data = await essay.get<{
        redacao: { titulo: string };
        correcao: { nota_geral_enem: number | null };
        expira_em: string | null;
      }>(`/compartilhado/${encodeURIComponent(token)}`);
      return { titulo: data.redacao.titulo, nota: data.correcao.nota_geral_enem, expira_em: data.expira_em };
    } catch (err) {
      if (err instanceof AppError && err.code === 'gone') return 'expirado';
      if (err instanceof AppError && err.code === 'not_found') return null;
      throw err;
    }
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** The title and description a chat app shows for the link (Open Graph and Twitter cards). */
export function previewText(p: SharePreview | 'expirado' | null): { title: string; description: string } {
  if (p === 'expirado')
    return {
      title: 'Link de correção expirado · Argumenta',
      description: 'Este link de compartilhamento expirou. Peça a quem compartilhou um novo link.',
    };
  if (!p)
    return {
      title: 'Correção compartilhada · Argumenta',
      description: 'Link de compartilhamento inválido ou não encontrado.',
    };
  const nota = p.nota === null ? 'sem nota' : `${p.nota}/1000`;
  return {
    title: `Redação corrigida: ${nota} · Argumenta`,
    description: clip(`Nota total ${nota} no modelo ENEM, por competências. Tema: ${p.titulo}`, 200),
  };
}

/**
 * index.html with the preview's tags in its head (the page's own title replaced): chat apps read them without running
 * the app. `url` is the link's absolute address; `image` an absolute address of the app's icon.
 */
export function withPreviewTags(
  html: string,
  text: { title: string; description: string },
  url: string,
  image: string,
) {
  const t = escapeHtml(text.title);
  const d = escapeHtml(text.description);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="article" />',
    '<meta property="og:site_name" content="Argumenta" />',
    '<meta property="og:locale" content="pt_BR" />',
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `  ${tags}\n  </head>`);
}
