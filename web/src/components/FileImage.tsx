import { Image, type ImageProps } from '@chakra-ui/react';
import { useFileUrl } from '@/lib/files';

/** An image under /api, fetched with the session's header (or a picked file's blob: URL as it is). */
export function FileImage({ url, ...props }: Omit<ImageProps, 'src'> & { url: string }) {
  const file = useFileUrl(url);
  return <Image src={file.src} {...props} />;
}
