import { useEffect, useState } from 'react';
import { API_BASE, apiBlob } from './api';

/*
 * Files (PDFs, images) are fetched with the Authorization header like every call and shown from their bytes: a session
 * token in a URL lands in the browser history, the server logs and links pasted into chats (issue 48), so no route
 * takes one as a query parameter.
 */

/** `/api/x` → `/x` (apiBlob adds the base); anything else as given. */
const apiPath = (url: string) => (url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url);

/**
 * An object URL for a file under /api (fetched with the session's header), revoked when the URL changes or the
 * component leaves; a `blob:` or `data:` URL (a file just picked) is used as it is. `failed` when the fetch failed.
 */
export function useFileUrl(url: string | undefined): { src?: string; failed: boolean } {
  const local = url !== undefined && !url.startsWith(`${API_BASE}/`);
  const [state, setState] = useState<{ src?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!url || local) return;
    let left = false;
    let made: string | undefined;
    apiBlob(apiPath(url)).then(
      (blob) => {
        if (left) return;
        made = URL.createObjectURL(blob);
        setState({ src: made, failed: false });
      },
      () => !left && setState({ failed: true }),
    );
    return () => {
      left = true;
      if (made) URL.revokeObjectURL(made);
      setState({ failed: false });
    };
  }, [url, local]);
  return local ? { src: url, failed: false } : state;
}

/**
 * Opens a file under /api in a new tab. The tab is opened before the fetch (a pop-up opened after an await is
 * blocked), then shown the fetched bytes; false when the browser blocked the pop-up. A failed fetch closes the tab and
 * rejects with the server's error.
 */
export async function openFileInTab(url: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  try {
    const blob = await apiBlob(apiPath(url));
    const objectUrl = URL.createObjectURL(blob);
    tab.location.href = objectUrl;
    // The tab has loaded the bytes long before this; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    return true;
  } catch (e) {
    tab.close();
    throw e;
  }
}
