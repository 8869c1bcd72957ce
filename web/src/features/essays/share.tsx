import { Button, HStack, Input } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuCheck, LuCopy, LuLink2Off, LuShare2 } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { revokeShareLinks, shareEssay } from './api';

const COPY_CONFIRM_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure context): the old way.
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  }
}

export type NativeShare = 'shared' | 'cancelled' | 'unavailable';
type Sharer = Pick<Navigator, 'share'> & Partial<Pick<Navigator, 'canShare'>>;

/** What the share sheet carries: the link and a line saying what it opens. */
export const SHARE_DATA = (url: string): ShareData => ({
  title: 'Correção da minha redação · Argumenta',
  text: 'Veja a correção da minha redação (link válido por 24 horas):',
  url,
});

/**
 * The platform's share sheet (Web Share API) where there is one: 'shared', 'cancelled' when the user closed it, or
 * 'unavailable' (no API, data refused, or the tap's activation spent by the wait for the link) — then copy instead.
 */
export async function shareNatively(
  data: ShareData,
  nav: Partial<Sharer> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<NativeShare> {
  if (!nav || typeof nav.share !== 'function') return 'unavailable';
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'unavailable';
  try {
    await nav.share(data);
    return 'shared';
  } catch (e) {
    return e instanceof DOMException && e.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}

export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function absoluteUrl(url: string) {
  return /^https?:\/\//.test(url) ? url : new URL(url, window.location.origin).toString();
}

/** Share (spec 7): creates the 24 h read-only link and copies it; used by the feedback and teacher views. */
export function useShareLink(id: number | null) {
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = async (url: string) => {
    if (await copyText(url)) {
      setCopied(true);
      notify.success('Link copiado para a área de transferência!');
    } else notify.error('Erro ao copiar link');
  };

  const share = useMutation({
    mutationFn: () => shareEssay(id!),
    onSuccess: async (data) => {
      const url = absoluteUrl(data.url_compartilhamento);
      setShareUrl(url);
      // On a phone, the share sheet (WhatsApp, e-mail…); elsewhere, or if the sheet cannot open, the link is copied.
      const shared = await shareNatively(SHARE_DATA(url));
      if (shared === 'unavailable') {
        notify.success('Link de compartilhamento criado!', { description: 'O link vale por 24 horas.' });
        await copy(url);
      }
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao criar link de compartilhamento')),
  });

  // Every link of the essay stops working at once, the ones made before this page was opened included.
  const revoke = useMutation({
    mutationFn: () => revokeShareLinks(id!),
    onSuccess: (message) => {
      setShareUrl(null);
      notify.success(message);
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao revogar os links de compartilhamento')),
  });

  // A second tap opens the sheet with a fresh activation (some browsers refuse it after the wait for the link).
  const shareAgain = async (url: string) => {
    if ((await shareNatively(SHARE_DATA(url))) === 'unavailable') await copy(url);
  };

  return { share, revoke, shareUrl, copied, copy, shareAgain };
}

export function ShareButton({ link, disabled }: { link: ReturnType<typeof useShareLink>; disabled?: boolean }) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => link.share.mutate()}
        loading={link.share.isPending}
        disabled={disabled}
      >
        <LuShare2 /> Compartilhar
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => link.revoke.mutate()}
        loading={link.revoke.isPending}
        disabled={disabled}
        data-testid="revoke-share"
        title="Os links já enviados deixam de abrir"
      >
        <LuLink2Off /> Revogar links
      </Button>
    </>
  );
}

export function ShareLinkBox({ link }: { link: ReturnType<typeof useShareLink> }) {
  if (!link.shareUrl) return null;
  const url = link.shareUrl;
  return (
    <HStack borderWidth="1px" rounded="lg" p="3" bg="bg.panel" gap="2" data-testid="share-link">
      <Input value={url} readOnly size="sm" onFocus={(e) => e.target.select()} aria-label="Link de compartilhamento" />
      {canShareNatively() && (
        <Button size="sm" variant="outline" onClick={() => void link.shareAgain(url)} data-testid="share-native">
          <LuShare2 /> Enviar
        </Button>
      )}
      <Button size="sm" onClick={() => void link.copy(url)}>
        {link.copied ? <LuCheck /> : <LuCopy />} {link.copied ? 'Copiado!' : 'Copiar'}
      </Button>
    </HStack>
  );
}
